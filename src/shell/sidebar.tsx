import { NavLink, Stack, Text } from '@mantine/core';
import {
  IconDashboard,
  IconMapPin,
  IconMapPins,
  IconMessageCheck,
  IconMessages,
  IconRoute,
  IconTags,
  IconUsers,
} from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { isNotFound } from '@/api/errors';
import { trailDetailsQueryOptions } from '@/api/trails/details';
import type { MessageKey } from '@/i18n/catalogues';
import { useT } from '@/i18n/use-t';
import { currentTrailId } from '@/lib/header-title';

interface Item {
  label: MessageKey;
  to: string;
  icon: ReactNode;
  /** Active on this path and below it, or only on this exact path. */
  exact?: boolean;
}

/** Sidebar links of SPEC.md §2, in its order. */
export const MAIN_LINKS: Item[] = [
  { label: 'nav.dashboard', to: '/', icon: <IconDashboard size={18} aria-hidden />, exact: true },
  { label: 'nav.trails', to: '/trails', icon: <IconRoute size={18} aria-hidden /> },
  { label: 'nav.users', to: '/users', icon: <IconUsers size={18} aria-hidden /> },
  { label: 'nav.reviews', to: '/reviews', icon: <IconMessageCheck size={18} aria-hidden /> },
  { label: 'nav.tags', to: '/tags', icon: <IconTags size={18} aria-hidden /> },
  { label: 'nav.locations', to: '/locations', icon: <IconMapPin size={18} aria-hidden /> },
];

function isActive(pathname: string, item: Item): boolean {
  if (item.exact) return pathname === item.to;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

function SidebarLink({ item, pathname, onNavigate }: { item: Item; pathname: string; onNavigate: () => void }) {
  const { t } = useT();
  const active = isActive(pathname, item);
  return (
    <NavLink
      component={Link}
      to={item.to}
      label={t(item.label)}
      leftSection={item.icon}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}

/**
 * Whether the server has said that this trail does not exist (a 404 for its details, which
 * every trail route loads). Reads the cache only: the route's loader does the fetching.
 */
function useTrailMissing(trailId: number | null): boolean {
  const results = useQueries({
    queries: (trailId === null ? [] : [trailId]).map((id) => ({ ...trailDetailsQueryOptions(id), enabled: false })),
  });
  return results.some((details) => isNotFound(details.error));
}

export function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useT();
  const { pathname } = useLocation();
  const trailId = currentTrailId(pathname);
  // No Waypoints and Reviews links for a trail the server does not have.
  const missing = useTrailMissing(trailId);
  const trailLinks: Item[] =
    trailId === null || missing
      ? []
      : [
          { label: 'nav.waypoints', to: `/waypoints/${trailId}`, icon: <IconMapPins size={18} aria-hidden /> },
          { label: 'nav.trailReviews', to: `/trail/${trailId}/reviews`, icon: <IconMessages size={18} aria-hidden /> },
        ];
  return (
    <Stack gap={4} component="nav" aria-label={t('nav.label')}>
      {MAIN_LINKS.map((item) => (
        <SidebarLink key={item.to} item={item} pathname={pathname} onNavigate={onNavigate} />
      ))}
      {trailLinks.length > 0 && (
        <Stack gap={4} mt="md" role="group" aria-labelledby="trail-links-heading">
          <Text id="trail-links-heading" size="xs" fw={700} c="dimmed" tt="uppercase" px="sm">
            {t('nav.trail', { id: trailId ?? '' })}
          </Text>
          {trailLinks.map((item) => (
            <SidebarLink key={item.to} item={item} pathname={pathname} onNavigate={onNavigate} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
