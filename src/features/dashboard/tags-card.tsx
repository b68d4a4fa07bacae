import { Box, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { tagsQueryOptions } from '@/api/tags/list';
import { UserText } from '@/ui/user-text';
import { useT } from '@/i18n/use-t';
import { mostUsedTags } from '@/lib/tag-usage';
import { cardState, DashboardCard } from './dashboard-card';
import { Figure, Share } from './figures';
import { TOP_N } from './queries';

/** Tags: the five most used with their counts, how many are unused, and a link to /tags. */
export function TagsCard() {
  const { t, number } = useT();
  const tags = useQuery(tagsQueryOptions());
  const topId = useId();
  return (
    <DashboardCard
      title="dashboard.tagsTitle"
      name="tags"
      state={cardState([tags])}
      error="tagStats.loadFailed"
      skeletonLines={6}
      link={{ to: '/tags', label: 'dashboard.tagsLink' }}
    >
      {() => {
        const all = tags.data ?? [];
        const top = mostUsedTags(all, TOP_N);
        const most = top[0]?.trailCount ?? 0;
        return (
          <>
            <Text size="sm" fw={600} mb={4} id={topId}>
              {t('tagStats.mostUsed')}
            </Text>
            {top.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('dashboard.noTagsUsed')}
              </Text>
            ) : (
              <Box component="ol" className="cairn-dash-list" m={0} p={0} aria-labelledby={topId}>
                {top.map((tag) => (
                  <li key={tag.id}>
                    <Group justify="space-between" gap="xs" wrap="nowrap">
                      <Text size="sm" truncate>
                        <UserText text={tag.name} />
                      </Text>{' '}
                      <Text size="sm" fw={700} className="cairn-dash-num">
                        {t('dashboard.tagTrails', { n: tag.trailCount })}
                      </Text>
                    </Group>
                    <Share part={tag.trailCount} whole={most} color="teal" />
                  </li>
                ))}
              </Box>
            )}
            <Box component="dl" m={0} mt="sm" className="cairn-dash-figures">
              <Figure label={t('tagStats.unused')} value={number(all.length - all.filter((tag) => tag.trailCount > 0).length)} />
              <Figure label={t('tagStats.total')} value={number(all.length)} />
            </Box>
          </>
        );
      }}
    </DashboardCard>
  );
}
