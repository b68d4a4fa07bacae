import { Pagination } from '@mantine/core';
import type { MessageKey } from '@/i18n/catalogues';
import { useT } from '@/i18n/use-t';
import { clampPage } from '@/lib/use-list-search';
import { useNarrowList } from './use-narrow-list';

const CONTROL_LABELS: Record<'first' | 'previous' | 'next' | 'last', MessageKey> = {
  first: 'pager.first',
  previous: 'pager.previous',
  next: 'pager.next',
  last: 'pager.last',
};

/**
 * The pager of the trail list and the review queue: first, previous, numbered, next and
 * last buttons, shown only when there is more than one page (SPEC.md §2). (The user list's
 * pager is another control by SPEC.md: Previous, Next and a window: window-pager.tsx.)
 */
export function Pager({
  page,
  total,
  onChange,
  label,
}: {
  page: number;
  total: number;
  onChange: (page: number) => void;
  /** Accessible name of the pager's navigation landmark, e.g. "Trail list pages". */
  label: string;
}) {
  const { t, number } = useT();
  const narrow = useNarrowList();
  if (total <= 1) return null;
  const current = clampPage(page, total);
  return (
    <nav aria-label={label}>
      <Pagination
        total={total}
        value={current}
        onChange={(next) => onChange(clampPage(next, total))}
        // In a narrow window (320 px at the least) previous, the first, current and last
        // pages and next fit one line: no first and last arrows (page 1 and the last page are
        // there), no neighbours of the current page.
        withEdges={!narrow}
        siblings={narrow ? 0 : 1}
        gap={narrow ? 4 : undefined}
        // Mantine mirrors its arrows in a right-to-left page (mantine-rotate-rtl).
        getControlProps={(control) => ({ 'aria-label': t(CONTROL_LABELS[control]) })}
        getItemProps={(p) => ({
          'aria-label': t('pager.page', { page: p }),
          'aria-current': p === current ? 'page' : undefined,
          children: number(p),
        })}
      />
    </nav>
  );
}
