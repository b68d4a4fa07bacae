import { IconStarFilled } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { TrailListItem } from '@/api/trails/schemas';
import { DifficultyBadge, StatusBadge, trailStatusLabel } from '@/widgets/status-badges';
import { CellBadge, CellRow, Line, TwoLines } from '@/ui/cells';
import { columnHelper } from '@/ui/data-table';
import { CutTextLink } from '@/ui/cut-text-link';
import type { Translator } from '@/i18n/translator';
import { formatDistance, formatElevation, formatRating, TRAIL_NAME_MAX } from './trail-cell-format';
import { TrailRowActions, type TrailRowActionHandlers } from './trail-row-actions';

const helper = columnHelper<TrailListItem>();

/** The trail table's columns (SPEC.md §2 and §9), in the translator's language. */
export function trailColumns(tr: Translator, actions: TrailRowActionHandlers) {
  const { t } = tr;
  return helper.columns([
    helper.accessor('name', {
      header: t('common.name'),
      meta: { kind: 'text' },
      cell: ({ row }) => (
        <TwoLines
          strong
          // The name opens the editor; cut at 30 characters, the whole name shows on hover and focus.
          main={
            <CutTextLink
              text={row.original.name}
              max={TRAIL_NAME_MAX}
              strong
              renderLink={(props) => <Link {...props} to="/trail/edit/$id" params={{ id: row.original.id }} />}
            />
          }
          detail={t('common.idValue', { id: row.original.id })}
        />
      ),
    }),
    helper.accessor('status', {
      header: t('common.status'),
      cell: ({ row }) => (
        <StatusBadge status={row.original.status} label={trailStatusLabel(t, row.original.status)} />
      ),
      meta: { kind: 'short' },
    }),
    helper.accessor('difficulty', {
      header: t('common.difficulty'),
      cell: ({ row }) => <DifficultyBadge difficulty={row.original.difficulty} />,
      meta: { kind: 'short' },
    }),
    helper.accessor('distance', {
      header: t('trails.colDistance'),
      cell: ({ row }) => formatDistance(tr, row.original.distance),
      meta: { kind: 'short' },
    }),
    helper.accessor('elevationGain', {
      header: t('trails.colElevation'),
      cell: ({ row }) => formatElevation(tr, row.original.elevationGain),
      meta: { kind: 'short' },
    }),
    helper.accessor('rating', {
      header: t('common.rating'),
      cell: ({ row }) => {
        const rating = formatRating(tr, row.original.rating);
        if (rating === null) return t('common.notAvailable');
        return (
          <CellRow gap={4}>
            <IconStarFilled size={14} color="light-dark(var(--mantine-color-yellow-6), var(--mantine-color-yellow-5))" aria-hidden />
            <Line span>{rating}</Line>
          </CellRow>
        );
      },
      meta: { kind: 'short' },
    }),
    helper.accessor('createdAt', {
      header: t('trails.colCreated'),
      cell: ({ row }) => tr.date(row.original.createdAt),
      meta: { kind: 'short' },
    }),
    helper.accessor('photos', {
      header: t('common.photos'),
      cell: ({ row }) => (
        <CellBadge color="blue">{tr.number(row.original.photos.length)}</CellBadge>
      ),
      meta: { kind: 'short' },
    }),
    helper.display({
      id: 'actions',
      header: t('common.actions'),
      meta: { width: 150 },
      cell: ({ row }) => <TrailRowActions trail={row.original} {...actions} />,
    }),
  ]);
}
