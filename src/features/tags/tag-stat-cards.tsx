import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Tag } from '@/api/tags/schemas';
import { useT } from '@/i18n/use-t';
import { PendingFigure } from '@/ui/pending-figure';
import { tagStats } from './tag-stats';

/** A card's value is undefined until the tags are loaded. */
function StatCard({ label, value, hint }: { label: string; value: ReactNode | undefined; hint?: string }) {
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} style={{ overflowWrap: 'anywhere' }}>
        {value ?? <PendingFigure />}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

/**
 * Stat cards: total tags, total usage, average usage, most used (SPEC.md §2 "Tags"). `tags` is
 * undefined until the list is loaded: each figure is then pending, not the 0 / 0 / 0.0 / None
 * of an empty vocabulary.
 */
export function TagStatCards({ tags }: { tags: readonly Tag[] | undefined }) {
  const { t, number } = useT();
  const s = tags && tagStats(tags);
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }}>
      <StatCard label={t('tagStats.total')} value={s && number(s.totalTags)} />
      <StatCard label={t('tags.statUsage')} value={s && number(s.totalUsage)} hint={t('tags.statUsageHint')} />
      <StatCard
        label={t('tags.statAverage')}
        value={s && number(s.averageUsage, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
        hint={t('tags.statAverageHint')}
      />
      <StatCard
        label={t('tagStats.mostUsed')}
        value={s && (s.mostUsed ? <bdi>{s.mostUsed.name}</bdi> : t('common.none'))}
        hint={s?.mostUsed ? t('tags.usage', { count: s.mostUsed.trailCount }) : undefined}
      />
    </SimpleGrid>
  );
}
