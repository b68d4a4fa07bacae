import { Button, Group } from '@mantine/core';
import { useT } from '@/i18n/use-t';

/** The page numbers shown: those within `radius` of the current page, clamped to 1..total. */
export function pageWindow(page: number, totalPages: number, radius = 2): number[] {
  const last = Math.max(1, totalPages);
  const current = Math.min(Math.max(1, page), last);
  const pages: number[] = [];
  for (let p = Math.max(1, current - radius); p <= Math.min(last, current + radius); p++) pages.push(p);
  return pages;
}

interface WindowPagerProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Pages shown each side of the current one (SPEC.md §9: 2 on the user list). */
  radius?: number;
  label?: string;
}

/**
 * Previous, the pages within `radius` of the current one, and Next: no first or last
 * buttons. Real buttons, so every page is reachable from the keyboard; the current page
 * carries aria-current.
 */
export function WindowPager({ page, totalPages, onChange, radius = 2, label }: WindowPagerProps) {
  const { t, number } = useT();
  const last = Math.max(1, totalPages);
  const current = Math.min(Math.max(1, page), last);
  return (
    <nav aria-label={label ?? t('pager.label')}>
      <Group gap={4} wrap="wrap">
        <Button variant="default" size="xs" disabled={current <= 1} onClick={() => onChange(current - 1)}>
          {t('pager.previousButton')}
        </Button>
        {pageWindow(current, last, radius).map((p) => (
          <Button
            key={p}
            size="xs"
            variant={p === current ? 'filled' : 'default'}
            aria-current={p === current ? 'page' : undefined}
            aria-label={t('pager.page', { page: p })}
            onClick={() => p !== current && onChange(p)}
          >
            {number(p)}
          </Button>
        ))}
        <Button variant="default" size="xs" disabled={current >= last} onClick={() => onChange(current + 1)}>
          {t('pager.nextButton')}
        </Button>
      </Group>
    </nav>
  );
}
