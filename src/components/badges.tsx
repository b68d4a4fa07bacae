import { Badge } from '@mantine/core';
import type { Difficulty, TrailStatus } from '@/api/trails/schemas';
import type { ReviewStatus } from '@/api/reviews/schemas';
import type { UserStatus } from '@/api/users/schemas';

/** SPEC.md §9: status colours active green, pending yellow, deleted red. */
const statusColor: Record<string, string> = {
  active: 'green',
  pending: 'yellow',
  deleted: 'red',
  inactive: 'gray',
};

/** Trail status labels: `deleted` is shown as Inactive (SPEC.md §3). The one source of them. */
export const TRAIL_STATUS_LABELS: Record<TrailStatus, string> = {
  active: 'Active',
  pending: 'Pending',
  deleted: 'Inactive',
};

/** The statuses in the order SPEC.md lists them (Active, Pending, Inactive), for selects. */
export const TRAIL_STATUS_OPTIONS = (['active', 'pending', 'deleted'] as const).map((value) => ({
  value,
  label: TRAIL_STATUS_LABELS[value],
}));

export function trailStatusLabel(status: TrailStatus): string {
  return TRAIL_STATUS_LABELS[status];
}

export function StatusBadge({ status, label }: { status: TrailStatus | ReviewStatus | UserStatus; label?: string }) {
  return (
    <Badge color={statusColor[status] ?? 'gray'} variant="light">
      {label ?? status.charAt(0).toUpperCase() + status.slice(1)}
    </Badge>
  );
}

/** SPEC.md §9: Easy green, Moderate yellow, Challenging red, Expert dark. */
export const DIFFICULTY_COLORS: Record<Difficulty, string> = {
  Easy: 'green',
  Moderate: 'yellow',
  Challenging: 'red',
  Expert: 'dark',
};

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  return (
    <Badge color={DIFFICULTY_COLORS[difficulty]} variant={difficulty === 'Expert' ? 'filled' : 'light'}>
      {difficulty}
    </Badge>
  );
}
