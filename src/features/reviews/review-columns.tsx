import { IconPhoto } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { REVIEW_ACTIONS_FROM, type ReviewAction } from '@/api/reviews/transition';
import type { Review } from '@/api/reviews/schemas';
import { DifficultyBadge, StatusBadge } from '@/widgets/status-badges';
import { CELL_LINK_CLASS, CellRow, Line, Lines, TwoLines } from '@/ui/cells';
import { columnHelper } from '@/ui/data-table';
import { RowButton, type RowColor } from '@/ui/row-controls';
import { UserText } from '@/ui/user-text';
import type { Translator } from '@/i18n/translator';
import { truncate } from '@/lib/format';
import { REVIEW_ACTION_TEXT } from './review-messages';
import { ReviewRating } from './review-rating';

/** SPEC.md §9: trail names previewed at 20 characters, review text at 100. */
export const TRAIL_NAME_PREVIEW = 20;
export const REVIEW_TEXT_PREVIEW = 100;

const ACTION_COLOR: Record<ReviewAction, RowColor> = {
  accept: 'green',
  reject: 'red',
  deactivate: 'orange',
  reactivate: 'blue',
};

export interface ReviewColumnOptions {
  /** The Trail column is on the pending page only (SPEC.md §2). */
  showTrail: boolean;
  onViewText: (review: Review) => void;
  onViewPhotos: (review: Review) => void;
  onAction: (review: Review, action: ReviewAction) => void;
}

const col = columnHelper<Review>();

/** The columns of SPEC.md §2 "Reviews tables". Everything user-written renders as text. */
export function reviewColumns(tr: Translator, { showTrail, onViewText, onViewPhotos, onAction }: ReviewColumnOptions) {
  const { t } = tr;
  return [
    col.accessor('id', { header: t('common.id'), meta: { kind: 'short' } }),
    ...(showTrail
      ? [
          col.accessor((r) => r.trail, {
            id: 'trail',
            header: t('reviews.colTrail'),
            meta: { kind: 'name' },
            cell: ({ getValue }) => {
              const trail = getValue();
              return (
                <Link className={CELL_LINK_CLASS} title={trail.name} to="/trail/$id/reviews" params={{ id: trail.id }}>
                  <bdi>{truncate(trail.name, TRAIL_NAME_PREVIEW)}</bdi>
                </Link>
              );
            },
          }),
        ]
      : []),
    col.accessor('status', {
      header: t('common.status'),
      cell: ({ getValue }) => <StatusBadge status={getValue()} />,
      meta: { kind: 'short' },
    }),
    col.accessor('rating', {
      header: t('common.rating'),
      cell: ({ getValue }) => <ReviewRating rating={getValue()} />,
      meta: { kind: 'short' },
    }),
    col.accessor('user', {
      header: t('reviews.colUser'),
      meta: { kind: 'name' },
      cell: ({ getValue }) => {
        const user = getValue();
        return (
          <TwoLines nowrapDetail main={<UserText text={user.name} />} detail={t('common.idValue', { id: user.id })} />
        );
      },
    }),
    col.accessor('text', {
      header: t('reviews.colText'),
      meta: { kind: 'text' },
      cell: ({ row }) => (
        <Lines gap={4} start>
          {/* Free text in its own direction; cut, its dots at the end of that direction. */}
          <Line dir="auto" wrapAnywhere style={{ width: '100%' }}>
            {truncate(row.original.text, REVIEW_TEXT_PREVIEW)}
          </Line>
          <RowButton
            variant="subtle"
            size="compact-xs"
            onClick={() => onViewText(row.original)}
            aria-label={t('reviews.viewFullTextOf', { id: row.original.id })}
          >
            {t('reviews.viewFullText')}
          </RowButton>
        </Lines>
      ),
    }),
    col.accessor('difficulty', {
      header: t('common.difficulty'),
      meta: { kind: 'short' },
      cell: ({ getValue }) => {
        const difficulty = getValue();
        return difficulty ? (
          <DifficultyBadge difficulty={difficulty} />
        ) : (
          <Line dimmed>{t('common.notAvailable')}</Line>
        );
      },
    }),
    col.accessor('photos', {
      header: t('common.photos'),
      meta: { kind: 'short' },
      cell: ({ row }) => {
        const count = row.original.photos.length;
        if (count === 0) return <Line dimmed>{t('common.none')}</Line>;
        return (
          <RowButton
            variant="light"
            size="compact-sm"
            leftSection={<IconPhoto size={14} aria-hidden />}
            onClick={() => onViewPhotos(row.original)}
            aria-label={t('reviews.viewPhotos', { count, id: row.original.id })}
          >
            {tr.number(count)}
          </RowButton>
        );
      },
    }),
    col.accessor('createdAt', {
      header: t('reviews.colDate'),
      cell: ({ getValue }) => tr.date(getValue()),
      meta: { kind: 'short' },
    }),
    col.display({
      id: 'actions',
      header: t('common.actions'),
      meta: { width: 150 },
      cell: ({ row }) => (
        // The buttons go one under the other when the column is narrower than both.
        <CellRow gap={6} wrap>
          {REVIEW_ACTIONS_FROM[row.original.status].map((action) => (
            <RowButton
              key={action}
              size="compact-sm"
              variant="light"
              color={ACTION_COLOR[action]}
              onClick={() => onAction(row.original, action)}
              aria-label={t(REVIEW_ACTION_TEXT[action].labelOf, { id: row.original.id })}
            >
              {t(REVIEW_ACTION_TEXT[action].label)}
            </RowButton>
          ))}
        </CellRow>
      ),
    }),
  ];
}
