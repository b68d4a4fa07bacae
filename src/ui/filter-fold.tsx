import { Button } from '@mantine/core';
import { IconChevronDown, IconFilter } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useT } from '@/i18n/use-t';
import { useNarrowList } from './use-narrow-list';

/**
 * A list's filter bar, folded in a narrow window (./use-narrow-list.ts) behind a "Filters"
 * button that says how many filters are set ("Filters (2)"), so the list starts on the first
 * screen of a phone. In a wide window the bar shows as it is, with no button.
 *
 * The bar stays mounted while folded (hidden), so what is typed in it and not applied yet is
 * kept when it is folded, and when the window crosses the width (a phone turned).
 */
export function FilterFold({ count, children }: { count: number; children: ReactNode }) {
  const { t } = useT();
  const narrow = useNarrowList();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      {narrow && (
        <Button
          variant="default"
          size="md"
          justify="space-between"
          leftSection={<IconFilter size={18} aria-hidden />}
          rightSection={<IconChevronDown size={18} aria-hidden style={{ rotate: open ? '180deg' : undefined }} />}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
        >
          {count > 0 ? t('table.filtersSet', { count }) : t('table.filters')}
        </Button>
      )}
      <div id={id} hidden={narrow && !open}>
        {children}
      </div>
    </>
  );
}

/**
 * How many of a bar's filters are set, for FilterFold's count: each value given is one
 * control of the bar, set when it is not at its default (a text or a choice given, a list
 * with something in it, a yes or a no).
 */
export function filtersSet(...values: ReadonlyArray<string | boolean | readonly unknown[] | null | undefined>): number {
  return values.filter((value) => (Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null && value !== '')).length;
}
