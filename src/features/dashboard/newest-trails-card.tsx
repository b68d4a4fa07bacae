import { Anchor, Box, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { StatusBadge, trailStatusLabel } from '@/widgets/status-badges';
import { UserText } from '@/ui/user-text';
import { useT } from '@/i18n/use-t';
import { cardState, DashboardCard } from './dashboard-card';
import { newestTrailsQuery, TOP_N } from './queries';

/** SPEC.md §9's truncation in the trail table. */
const NAME_MAX = 30;

/** Newest trails: the five created last, each a link to its editor, with status and date. */
export function NewestTrailsCard() {
  const { t, date } = useT();
  const newest = useQuery(newestTrailsQuery());
  return (
    <DashboardCard title="dashboard.newestTitle" name="newest" state={cardState([newest])} error="trails.loadError" skeletonLines={6}>
      {() => {
        const trails = (newest.data?.trails ?? []).slice(0, TOP_N);
        if (trails.length === 0)
          return (
            <Text size="sm" c="dimmed">
              {t('dashboard.noTrails')}
            </Text>
          );
        return (
          <Box component="ol" className="cairn-dash-list cairn-dash-newest" m={0} p={0}>
            {trails.map((trail) => (
              <li key={trail.id}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Anchor
                    renderRoot={(props) => <Link {...props} to="/trail/edit/$id" params={{ id: trail.id }} />}
                    size="sm"
                    fw={600}
                    className="cairn-dash-name"
                  >
                    <UserText text={trail.name} max={NAME_MAX} />
                  </Anchor>
                  <Group gap="xs" wrap="nowrap">
                    <StatusBadge status={trail.status} label={trailStatusLabel(t, trail.status)} />
                    <Text size="sm" c="dimmed" component="time" dateTime={trail.createdAt}>
                      {date(trail.createdAt)}
                    </Text>
                  </Group>
                </Group>
              </li>
            ))}
          </Box>
        );
      }}
    </DashboardCard>
  );
}
