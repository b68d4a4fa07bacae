import '@mantine/core/styles/Skeleton.css';
import { Skeleton, VisuallyHidden } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useT } from '@/i18n/use-t';

/** Mantine's Skeleton is a <div>; the figure sits inside text (a <p>, a <dd>, a badge). */
const INLINE = { component: 'span' } as const;

/**
 * A figure that is not known yet: a count, a total or a statistic whose data are still on
 * their way. A short skeleton stands where the number will be, and a screen reader reads
 * "Loading..." there. A screen shows it instead of the 0, "None" or
 * "Showing 0 of 0" that its empty defaults would give: a figure is shown only once it is known.
 */
export function PendingFigure({ width = '2.5em' }: { width?: CSSProperties['width'] }) {
  const { t } = useT();
  return (
    <span data-pending-figure="">
      <Skeleton
        {...INLINE}
        aria-hidden
        display="inline-block"
        width={width}
        height="0.9em"
        radius="sm"
        style={{ verticalAlign: 'middle' }}
      />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </span>
  );
}
