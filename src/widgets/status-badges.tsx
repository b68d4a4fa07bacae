import type { Difficulty, TrailStatus } from '@/api/trails/schemas';
import type { ReviewStatus } from '@/api/reviews/schemas';
import type { UserStatus } from '@/api/users/schemas';
import type { MessageKey } from '@/i18n/catalogues';
import type { Translator } from '@/i18n/translator';
import { useT } from '@/i18n/use-t';
import { CellBadge, type BadgeColor } from '@/ui/cells';

/** SPEC.md §9: status colours active green, pending yellow, deleted red. */
const statusColor: Record<string, BadgeColor> = {
  active: 'green',
  pending: 'yellow',
  deleted: 'red',
  inactive: 'gray',
};

/** Trail status labels: `deleted` is shown as Inactive (SPEC.md §3). The one source of them. */
export const TRAIL_STATUS_LABELS: Record<TrailStatus, MessageKey> = {
  active: 'trailStatus.active',
  pending: 'trailStatus.pending',
  deleted: 'trailStatus.deleted',
};

/** The statuses in the order SPEC.md lists them (Active, Pending, Inactive), for selects. */
export function trailStatusOptions(t: Translator['t']): { value: TrailStatus; label: string }[] {
  return (['active', 'pending', 'deleted'] as const).map((value) => ({ value, label: t(TRAIL_STATUS_LABELS[value]) }));
}

export function trailStatusLabel(t: Translator['t'], status: TrailStatus): string {
  return t(TRAIL_STATUS_LABELS[status]);
}

/** A review's or a user's status as its badge reads it. */
export function statusLabel(t: Translator['t'], status: ReviewStatus | UserStatus): string {
  return t(`status.${status}`);
}

export function StatusBadge({ status, label }: { status: TrailStatus | ReviewStatus | UserStatus; label?: string }) {
  const { t } = useT();
  return (
    <CellBadge color={statusColor[status] ?? 'gray'}>{label ?? t(`status.${status}`)}</CellBadge>
  );
}

/** SPEC.md §9: Easy green, Moderate yellow, Challenging red, Expert dark. */
export const DIFFICULTY_COLORS: Record<Difficulty, BadgeColor> = {
  Easy: 'green',
  Moderate: 'yellow',
  Challenging: 'red',
  Expert: 'dark',
};

/** A difficulty as its badge reads it. */
export function difficultyLabel(t: Translator['t'], difficulty: Difficulty): string {
  return t(`difficulty.${difficulty}`);
}

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  const { t } = useT();
  return (
    <CellBadge color={DIFFICULTY_COLORS[difficulty]} filled={difficulty === 'Expert'}>
      {difficultyLabel(t, difficulty)}
    </CellBadge>
  );
}
