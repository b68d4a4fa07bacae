/** Helpers for the dashboard's tests: its cards, and what they should show from the fake db. */
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { TrailStatus } from '@/api/trails/schemas';
import type { StatsPeriod } from '@/api/users/schemas';
import type { MessageKey } from '@/i18n/catalogues';
import type { TrailRecord } from '../../mocks/db';
import { db, userStats } from '../../mocks/db';
import { t } from '../text';

export const CARD_TITLES = {
  trails: 'dashboard.trailsTitle',
  moderation: 'dashboard.moderationTitle',
  users: 'dashboard.usersTitle',
  tags: 'dashboard.tagsTitle',
  newest: 'dashboard.newestTitle',
} as const satisfies Record<string, MessageKey>;
export type CardName = keyof typeof CARD_TITLES;

/** A card: a region named by its title, in the current language. */
export const card = (name: CardName) => screen.getByRole('region', { name: t(CARD_TITLES[name]) });

/**
 * Waits until every card has loaded (or failed): none is busy any more. While any region is
 * busy, a poll stops at that one cheap query; the cards are named (each `card` names every
 * region of the page) only once none is.
 */
export async function findCardsSettled() {
  await waitFor(() => {
    expect(screen.queryAllByRole('region', { busy: true })).toEqual([]);
    for (const name of Object.keys(CARD_TITLES) as CardName[])
      expect(card(name)).not.toHaveAttribute('aria-busy');
  });
}

/** The number a <dt>'s <dd> shows, inside an element. */
export function figure(within_: HTMLElement, label: string): string {
  const dt = within(within_).getByText(label, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

export const STATUSES: readonly TrailStatus[] = ['active', 'pending', 'deleted'];
export const STATUS_LABEL = {
  active: 'trailStatus.active',
  pending: 'trailStatus.pending',
  deleted: 'trailStatus.deleted',
} as const;

/** How many trails of the db have a status. */
export const trailsWith = (status: TrailStatus) =>
  [...db.trails.values()].filter((trail) => trail.status === status).length;

/** The trails newest first, as the server orders them (createdAt, then id). */
export function newestTrails(n = 5): TrailRecord[] {
  return [...db.trails.values()]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id)
    .slice(0, n);
}

export const pendingReviews = () =>
  [...db.reviews.values()].filter((review) => review.status === 'pending');

/** Every tag with the number of trails carrying it. */
export function tagUsage(): { id: number; name: string; count: number }[] {
  const counts = new Map<number, number>();
  for (const trail of db.trails.values())
    for (const id of trail.tagIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...db.tags.values()].map((tag) => ({
    id: tag.id,
    name: tag.name,
    count: counts.get(tag.id) ?? 0,
  }));
}

export const statsOf = (period: StatsPeriod) => userStats(db, period, Date.now());

/** The href of a link. */
export const hrefOf = (link: HTMLElement) => link.getAttribute('href');
