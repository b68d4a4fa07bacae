import { Anchor, Box, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { TRAIL_STATUS_LABELS } from '@/widgets/status-badges';
import { useT } from '@/i18n/use-t';
import { cardState, DashboardCard } from './dashboard-card';
import { Figure, Share } from './figures';
import { DASHBOARD_STATUSES, statusCountQuery } from './queries';

/** SPEC.md §9's status colours. */
const STATUS_COLOR = { active: 'green', pending: 'yellow', deleted: 'red' } as const;

/**
 * Trails: how many in each status (each a link to the list filtered to it) and in all. The
 * total is the sum of the three counts the server gave (every trail has one of the three
 * statuses), so this card needs no other call and fails only with its own.
 */
export function TrailsCard() {
  const { t, number } = useT();
  const counts = useQueries({ queries: DASHBOARD_STATUSES.map(statusCountQuery) });
  const state = cardState(counts);
  return (
    <DashboardCard
      title="dashboard.trailsTitle"
      name="trails"
      state={state}
      error="trails.loadError"
      link={{ to: '/trails', label: 'dashboard.trailsLink' }}
    >
      {() => {
        const count = (i: number) => counts[i]?.data?.count ?? 0;
        const total = DASHBOARD_STATUSES.reduce((sum, _status, i) => sum + count(i), 0);
        return (
          <>
            <Box component="dl" m={0} mb="sm">
              <Figure label={t('dashboard.trailsTotal')} value={number(total)} big />
            </Box>
            <Box component="ul" className="cairn-dash-list" m={0} p={0}>
              {DASHBOARD_STATUSES.map((status, i) => {
                const n = count(i);
                return (
                  <li key={status} data-status={status}>
                    <Anchor
                      renderRoot={(props) => <Link {...props} to="/trails" search={{ status }} />}
                      className="cairn-dash-row"
                      underline="hover"
                    >
                      <Text span inherit>
                        {t(TRAIL_STATUS_LABELS[status])}
                      </Text>{' '}
                      <Text span inherit fw={700} className="cairn-dash-num">
                        {number(n)}
                      </Text>
                    </Anchor>
                    <Share part={n} whole={total} color={STATUS_COLOR[status]} />
                  </li>
                );
              })}
            </Box>
          </>
        );
      }}
    </DashboardCard>
  );
}
