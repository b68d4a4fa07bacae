import '@mantine/core/styles/Skeleton.css';
import { Anchor, Card, Group, Skeleton, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { LoadError } from '@/ui/load-error';
import type { MessageKey } from '@/i18n/catalogues';
import { useT } from '@/i18n/use-t';

/** What a card shows of its queries: all loaded, one failed (with a Retry for those), or waiting. */
export interface CardState {
  ready: boolean;
  failed: boolean;
  fetching: boolean;
  retry: () => void;
}

export function cardState(queries: readonly UseQueryResult<unknown>[]): CardState {
  const failed = queries.filter((q) => q.isError);
  return {
    ready: queries.every((q) => q.data !== undefined),
    failed: failed.length > 0,
    fetching: queries.some((q) => q.isFetching),
    retry: () => {
      for (const q of failed) void q.refetch();
    },
  };
}

interface DashboardCardProps {
  title: MessageKey;
  /** Where the card's text is named in styles and tests, whatever the language. */
  name: string;
  state: CardState;
  /** SPEC.md §8's message for the failed load. */
  error: MessageKey;
  /** Lines of the skeleton shown while loading. */
  skeletonLines?: number;
  /** Beside the title: the card's own control (the period switch). */
  control?: ReactNode;
  /** Under the content: the card's link to its screen. */
  link?: { to: '/trails' | '/users' | '/tags'; label: MessageKey };
  children: () => ReactNode;
}

/**
 * One card of the dashboard: its own skeleton while loading, its own error text and Retry when
 * a call failed, never anything of the other cards. A section named by its title, so a screen
 * reader lists the cards as regions.
 */
export function DashboardCard({ title, name, state, error, skeletonLines = 4, control, link, children }: DashboardCardProps) {
  const { t } = useT();
  const titleId = useId();
  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-labelledby={titleId}
      aria-busy={!state.failed && (!state.ready || state.fetching) ? true : undefined}
      className={`cairn-dash-card cairn-dash-${name}`}
      data-card={name}
    >
      <Group justify="space-between" mb="sm" gap="xs" wrap="wrap">
        <Title order={2} size="h4" id={titleId}>
          {t(title)}
        </Title>
        {control}
      </Group>
      {state.failed ? (
        <LoadError message={t(error)} onRetry={state.retry} retrying={state.fetching} />
      ) : state.ready ? (
        children()
      ) : (
        <Stack gap="sm" data-skeleton>
          {Array.from({ length: skeletonLines }, (_, i) => (
            <Skeleton key={i} height={18} width={i === 0 ? '40%' : '100%'} />
          ))}
        </Stack>
      )}
      {link && (
        <Group mt="auto" pt="sm">
          <Anchor component={Link} to={link.to} size="sm">
            {t(link.label)}
          </Anchor>
        </Group>
      )}
    </Card>
  );
}
