import { Group, Kbd, Text } from '@mantine/core';

/** The keys of keyboard moderation, on screen (issue 5). */
export function KeyboardLegend({ canModerate }: { canModerate: boolean }) {
  return (
    <Group gap="md" wrap="wrap" role="note" aria-label="Keyboard shortcuts" fz="sm" c="dimmed">
      <Text size="sm" fw={500}>
        Keyboard:
      </Text>
      <Text size="sm">
        <Kbd>J</Kbd> / <Kbd>↓</Kbd> next
      </Text>
      <Text size="sm">
        <Kbd>K</Kbd> / <Kbd>↑</Kbd> previous
      </Text>
      {canModerate && (
        <>
          <Text size="sm">
            <Kbd>A</Kbd> accept
          </Text>
          <Text size="sm">
            <Kbd>R</Kbd> reject
          </Text>
        </>
      )}
      <Text size="sm">
        <Kbd>V</Kbd> / <Kbd>Enter</Kbd> view full text
      </Text>
    </Group>
  );
}
