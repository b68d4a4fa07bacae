import { Box, SimpleGrid, Text, type SimpleGridProps } from '@mantine/core';
import type { StatsPeriod, UserStats } from '@/api/users/schemas';
import { PendingFigure } from '@/ui/pending-figure';
import { SegmentedChoice } from '@/ui/segmented-choice';
import type { MessageKey } from '@/i18n/catalogues';
import { useT } from '@/i18n/use-t';

/** The periods of SPEC.md §2; the server counts users created within each (docs/api.md). */
const PERIODS: Array<{ value: StatsPeriod; label: MessageKey }> = [
  { value: 'all', label: 'userStats.periodAll' },
  { value: 'year', label: 'userStats.periodYear' },
  { value: 'month', label: 'userStats.periodMonth' },
  { value: 'week', label: 'userStats.periodWeek' },
  { value: 'today', label: 'userStats.periodToday' },
];

/** What the figures of a period count: the users who joined within it (docs/api.md). */
const SCOPES: Record<StatsPeriod, MessageKey> = {
  all: 'userStats.scopeAll',
  year: 'userStats.scopeYear',
  month: 'userStats.scopeMonth',
  week: 'userStats.scopeWeek',
  today: 'userStats.scopeToday',
};

/**
 * `id` names the figure in tests and styles, whatever the language. The new users are always
 * those of the last 7 days, whatever the period (`fixedScope`); the others count the period's.
 */
const ITEMS: Array<{ id: string; label: MessageKey; value: (s: UserStats) => number; fixedScope?: MessageKey }> = [
  { id: 'total', label: 'userStats.total', value: (s) => s.totalUsers },
  { id: 'registered', label: 'userStats.registered', value: (s) => s.signedUpUsers },
  { id: 'guests', label: 'userStats.guests', value: (s) => s.guestUsers },
  { id: 'premium', label: 'userStats.premium', value: (s) => s.premiumUsers },
  { id: 'active', label: 'userStats.active', value: (s) => s.usersByStatus.active },
  { id: 'new', label: 'userStats.newUsers', value: (s) => s.recentRegistrations, fixedScope: 'userStats.scopeNew' },
];

/** The period selector of the user statistics (the /users card and the dashboard's Users card). */
export function StatsPeriodControl({ value, onChange }: { value: StatsPeriod; onChange: (period: StatsPeriod) => void }) {
  const { t } = useT();
  return (
    <SegmentedChoice
      aria-label={t('userStats.period')}
      value={value}
      onChange={onChange}
      data={PERIODS.map((p) => ({ value: p.value, label: t(p.label) }))}
      size="xs"
    />
  );
}

/**
 * The six figures as a description list: each number is read with its label, and under it
 * what it counts (the period's sign-ups, or always the last 7 days), so that a period's total
 * beside the week's new users never reads as a contradiction. `stats` is undefined while the
 * period's figures load: the labels and scopes stay, each number is a PendingFigure.
 */
export function UserStatsFigures({
  stats,
  period,
  busy,
  cols,
}: {
  stats: UserStats | undefined;
  period: StatsPeriod;
  busy: boolean;
  cols: SimpleGridProps['cols'];
}) {
  const { t, number } = useT();
  return (
    <SimpleGrid component="dl" cols={cols} m={0} aria-busy={busy || stats === undefined || undefined}>
      {ITEMS.map((item) => (
        <Box key={item.id} data-stat={item.id}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t(item.label)}
          </Text>
          <Text component="dd" size="xl" fw={700} m={0}>
            {stats ? number(item.value(stats)) : <PendingFigure />}
          </Text>
          <Text component="dd" size="xs" c="dimmed" m={0} data-scope="">
            {t(item.fixedScope ?? SCOPES[period])}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
