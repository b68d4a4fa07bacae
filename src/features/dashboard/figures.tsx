import { Box, Text } from '@mantine/core';

/** A label and its number, as a <dt>/<dd> pair of the surrounding <dl>: read together. */
export function Figure({ label, value, big = false }: { label: string; value: string; big?: boolean }) {
  return (
    <Box className="cairn-dash-figure">
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" size={big ? '1.75rem' : 'lg'} fw={700} m={0}>
        {value}
      </Text>
    </Box>
  );
}

/**
 * A part of a whole as a bar (CSS only, no chart library). Decorative: the number beside it
 * says the same, so it is hidden from screen readers. In dark the bar is shade 5 of its
 * colour on a dark track, 3:1 on the card (shade 6 is too dark there).
 */
export function Share({ part, whole, color }: { part: number; whole: number; color: string }) {
  const percent = whole > 0 ? Math.min(100, (part / whole) * 100) : 0;
  return (
    <div className="cairn-dash-bar" aria-hidden>
      <div style={{ inlineSize: `${percent}%`, background: `light-dark(var(--mantine-color-${color}-6), var(--mantine-color-${color}-5))` }} />
    </div>
  );
}
