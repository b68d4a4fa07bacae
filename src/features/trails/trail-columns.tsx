import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import type { TrailListItem } from '@/api/trails/schemas';
import { columnHelper } from '@/components/data-table';
import { DifficultyBadge, StatusBadge, trailStatusLabel } from '@/components/badges';
import { formatShortDate } from '@/lib/format';
import { formatDistance, formatElevation, formatRating, trailNameCell } from './trail-cell-format';
import { TrailRowActions, type TrailRowActionHandlers } from './trail-row-actions';

const helper = columnHelper<TrailListItem>();

/** The trail table's columns (SPEC.md §2 and §9). */
export function trailColumns(actions: TrailRowActionHandlers) {
  return helper.columns([
    helper.accessor('name', {
      header: 'Name',
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm" fw={500} title={row.original.name}>
            {trailNameCell(row.original.name)}
          </Text>
          <Text size="xs" c="dimmed">
            ID: {row.original.id}
          </Text>
        </Stack>
      ),
    }),
    helper.accessor('status', {
      header: 'Status',
      cell: ({ row }) => (
        <StatusBadge status={row.original.status} label={trailStatusLabel(row.original.status)} />
      ),
    }),
    helper.accessor('difficulty', {
      header: 'Difficulty',
      cell: ({ row }) => <DifficultyBadge difficulty={row.original.difficulty} />,
    }),
    helper.accessor('distance', {
      header: 'Distance (km)',
      cell: ({ row }) => formatDistance(row.original.distance),
    }),
    helper.accessor('elevationGain', {
      header: 'Elevation (m)',
      cell: ({ row }) => formatElevation(row.original.elevationGain),
    }),
    helper.accessor('rating', {
      header: 'Rating',
      cell: ({ row }) => {
        const rating = formatRating(row.original.rating);
        if (rating === 'N/A') return 'N/A';
        return (
          <Group gap={4} wrap="nowrap">
            <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-hidden />
            <Text size="sm" span>
              {rating}
            </Text>
          </Group>
        );
      },
    }),
    helper.accessor('createdAt', {
      header: 'Created',
      cell: ({ row }) => formatShortDate(row.original.createdAt),
      meta: { nowrap: true },
    }),
    helper.accessor('photos', {
      header: 'Photos',
      cell: ({ row }) => (
        <Badge variant="light" color="blue">
          {row.original.photos.length}
        </Badge>
      ),
    }),
    helper.display({
      id: 'actions',
      header: 'Actions',
      meta: { width: 150 },
      cell: ({ row }) => <TrailRowActions trail={row.original} {...actions} />,
    }),
  ]);
}
