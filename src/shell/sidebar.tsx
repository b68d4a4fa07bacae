import { Stack, Text } from '@mantine/core';
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
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link, linkOptions, useParams, type LinkOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { isNotFound } from '@/api/errors';
import { pendingReviewsQueryOptions } from '@/api/reviews/pending';
import { trailDetailsQueryOptions } from '@/api/trails/details';
import type { MessageKey } from '@/i18n/catalogues';
import { useT } from '@/i18n/use-t';
import classes from './sidebar.module.css';

interface Item {
  label: MessageKey;
  /** A link checked against the route tree (linkOptions): a path that is not a route does not compile. */
  link: LinkOptions;
  icon: ReactNode;
  /** Active on this path and below it, or only on this exact path. */
  exact?: boolean;
}

/** Sidebar links of SPEC.md §2, in its order. */
export const MAIN_LINKS: readonly Item[] = [
  { label: 'nav.dashboard', link: linkOptions({ to: '/' }), icon: <IconDashboard size={18} aria-hidden />, exact: true },
  { label: 'nav.trails', link: linkOptions({ to: '/trails' }), icon: <IconRoute size={18} aria-hidden /> },
  { label: 'nav.users', link: linkOptions({ to: '/users' }), icon: <IconUsers size={18} aria-hidden /> },
  { label: 'nav.reviews', link: linkOptions({ to: '/reviews' }), icon: <IconMessageCheck size={18} aria-hidden /> },
  { label: 'nav.tags', link: linkOptions({ to: '/tags' }), icon: <IconTags size={18} aria-hidden /> },
  { label: 'nav.locations', link: linkOptions({ to: '/locations' }), icon: <IconMapPin size={18} aria-hidden /> },
];

/** The links of the trail being looked at (its editor, waypoints or reviews). */
function trailLinks(id: number): Item[] {
  return [
    {
      label: 'nav.waypoints',
      link: linkOptions({ to: '/waypoints/$id', params: { id } }),
      icon: <IconMapPins size={18} aria-hidden />,
    },
    {
      label: 'nav.trailReviews',
      link: linkOptions({ to: '/trail/$id/reviews', params: { id } }),
      icon: <IconMessages size={18} aria-hidden />,
    },
  ];
}

/** The router draws an active link with this: no `active` class (it still sets aria-current and data-status). */
const NO_ACTIVE_PROPS = {};
const ACTIVE_ON_PATH = { exact: true, includeSearch: false } as const;
const ACTIVE_ON_PATH_AND_BELOW = { exact: false, includeSearch: false } as const;

/**
 * A link of the sidebar, drawn as Mantine's NavLink (sidebar.module.css) with its focus ring
 * (Mantine's global mantine-focus-auto). The router's Link marks the current screen's link
 * with aria-current="page" itself, from the path only (a list's filters in the address do
 * not make its link inactive), and draws it again only when that changes: a link of its own
 * matching (useMatchRoute) drew every sidebar link again at every change of the address. The
 * mark follows a navigation from its start (the router's location), not once it has loaded.
 */
function SidebarLink({ item, onNavigate, waiting }: { item: Item; onNavigate: () => void; waiting?: number }) {
  const { t } = useT();
  return (
    <Link
      {...item.link}
      aria-label={waiting ? t('nav.reviewsWaiting', { count: waiting }) : undefined}
      activeOptions={item.exact ? ACTIVE_ON_PATH : ACTIVE_ON_PATH_AND_BELOW}
      activeProps={NO_ACTIVE_PROPS}
      className={`mantine-focus-auto ${classes.link}`}
      onClick={onNavigate}
    >
      <span className={classes.icon}>{item.icon}</span>
      <div className={classes.body}>
        <span className={classes.label}>{t(item.label)}</span>
      </div>
      {/* A space before the number: its words are the name's ("Reviews 3" in "Reviews, 3 waiting"). */}
      {!!waiting && <span className={classes.badge}> {t('nav.waiting', { count: waiting })}</span>}
    </Link>
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
  // The trail routes ($id: edit, waypoints, reviews) parse their id (lib/trail-id.ts): a number,
  // or null when it is not one; other routes have none.
  const trailId = useParams({ strict: false, select: (params) => params.id ?? null });
  // No Waypoints and Reviews links for a trail the server does not have.
  const missing = useTrailMissing(trailId);
  const links = trailId === null || missing ? [] : trailLinks(trailId);
  // The reviews waiting, by the Reviews link: the pending queue's own query, checked again with
  // the open screen (src/api/common/freshness.ts); nothing is shown until it is known.
  const waiting = useQuery({ ...pendingReviewsQueryOptions(), select: (reviews) => reviews.length }).data;
  return (
    <Stack gap={4} component="nav" aria-label={t('nav.label')}>
      {MAIN_LINKS.map((item) => (
        <SidebarLink key={item.link.to} item={item} onNavigate={onNavigate} waiting={item.link.to === '/reviews' ? waiting : undefined} />
      ))}
      {links.length > 0 && (
        <Stack gap={4} mt="md" role="group" aria-labelledby="trail-links-heading">
          <Text id="trail-links-heading" size="xs" fw={700} c="dimmed" tt="uppercase" px="sm">
            {t('nav.trail', { id: trailId ?? '' })}
          </Text>
          {links.map((item) => (
            <SidebarLink key={item.link.to} item={item} onNavigate={onNavigate} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
