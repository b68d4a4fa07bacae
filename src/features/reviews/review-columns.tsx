import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { REVIEW_ACTIONS_FROM, type ReviewAction } from '@/api/reviews/moderate';
import type { Review } from '@/api/reviews/schemas';
import { DifficultyBadge, StatusBadge } from '@/components/badges';
import { columnHelper } from '@/components/data-table';
import { formatShortDate, truncate } from '@/lib/format';
import { REVIEW_ACTION_TEXT } from './review-messages';
import { ReviewRating } from './review-rating';

/** SPEC.md §9: trail names previewed at 20 characters, review text at 100. */
export const TRAIL_NAME_PREVIEW = 20;
export const REVIEW_TEXT_PREVIEW = 100;

const ACTION_COLOR: Record<ReviewAction, string> = {
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
export function reviewColumns({ showTrail, onViewText, onViewPhotos, onAction }: ReviewColumnOptions) {
  return [
    col.accessor('id', { header: 'ID', meta: { width: 56 } }),
    ...(showTrail
      ? [
          col.accessor((r) => r.trail, {
            id: 'trail',
            header: 'Trail',
            cell: ({ getValue }) => {
              const trail = getValue();
              return (
                <Anchor
                  size="sm"
                  title={trail.name}
                  renderRoot={(props) => <Link {...props} to="/trail/$id/reviews" params={{ id: trail.id }} />}
                >
                  {truncate(trail.name, TRAIL_NAME_PREVIEW)}
                </Anchor>
              );
            },
          }),
        ]
      : []),
    col.accessor('status', { header: 'Status', cell: ({ getValue }) => <StatusBadge status={getValue()} /> }),
    col.accessor('rating', { header: 'Rating', cell: ({ getValue }) => <ReviewRating rating={getValue()} /> }),
    col.accessor('user', {
      header: 'User',
      cell: ({ getValue }) => {
        const user = getValue();
        return (
          <Stack gap={0}>
            <Text size="sm">{user.name}</Text>
            <Text size="xs" c="dimmed">
              ID: {user.id}
            </Text>
          </Stack>
        );
      },
    }),
    col.accessor('text', {
      header: 'Review text',
      cell: ({ row }) => (
        <Stack gap={4} align="flex-start">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {truncate(row.original.text, REVIEW_TEXT_PREVIEW)}
          </Text>
          <Button
            variant="subtle"
            size="compact-xs"
            onClick={() => onViewText(row.original)}
            aria-label={`View Full Text of review ${row.original.id}`}
          >
            View Full Text
          </Button>
        </Stack>
      ),
    }),
    col.accessor('difficulty', {
      header: 'Difficulty',
      cell: ({ getValue }) => {
        const difficulty = getValue();
        return difficulty ? <DifficultyBadge difficulty={difficulty} /> : <Text size="sm" c="dimmed">N/A</Text>;
      },
    }),
    col.accessor('photos', {
      header: 'Photos',
      cell: ({ row }) => {
        const count = row.original.photos.length;
        if (count === 0) return <Text size="sm" c="dimmed">None</Text>;
        return (
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconPhoto size={14} aria-hidden />}
            onClick={() => onViewPhotos(row.original)}
            aria-label={`View ${count} ${count === 1 ? 'photo' : 'photos'} of review ${row.original.id}`}
          >
            {count}
          </Button>
        );
      },
    }),
    // The date may break after its comma when the window is narrow (every column must fit).
    col.accessor('createdAt', { header: 'Date', cell: ({ getValue }) => formatShortDate(getValue()) }),
    col.display({
      id: 'actions',
      header: 'Actions',
      meta: { width: 150 },
      cell: ({ row }) => (
        // The buttons go one under the other when the column is narrower than both.
        <Group gap={6}>
          {REVIEW_ACTIONS_FROM[row.original.status].map((action) => (
            <Button
              key={action}
              size="compact-sm"
              variant="light"
              color={ACTION_COLOR[action]}
              onClick={() => onAction(row.original, action)}
              aria-label={`${REVIEW_ACTION_TEXT[action].label} review ${row.original.id}`}
            >
              {REVIEW_ACTION_TEXT[action].label}
            </Button>
          ))}
        </Group>
      ),
    }),
  ];
}
