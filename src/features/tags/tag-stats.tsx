import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { Tag } from '@/api/tags/schemas';
import { tagStats } from './tag-list';

function StatCard({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

/** Stat cards: total tags, total usage, average usage, most used (SPEC.md §2 "Tags"). */
export function TagStats({ tags }: { tags: readonly Tag[] }) {
  const s = tagStats(tags);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      <StatCard label="Total Tags" value={String(s.totalTags)} />
      <StatCard label="Total Usage" value={String(s.totalUsage)} hint="tag uses across trails" />
      <StatCard label="Average Usage" value={s.averageUsage.toFixed(1)} hint="trails per tag" />
      <StatCard
        label="Most Used"
        value={s.mostUsed ? s.mostUsed.name : 'None'}
        hint={s.mostUsed ? `${s.mostUsed.trailCount} trails` : undefined}
      />
    </SimpleGrid>
  );
}
