/**
 * A figure is shown only once it is known: while a screen's data are held on their way, its
 * counts are pending figures (src/ui/pending-figure.tsx, read as "Loading..."), never the
 * 0, 0.0, None or "Showing 0 of 0" of an empty answer; once the answer comes, the real figures.
 * And the user statistics say what each figure counts, for every period.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl } from '@/api/config';
import type { StatsPeriod } from '@/api/users/schemas';
import type { MessageKey } from '@/i18n/catalogues';
import { translator } from '@/i18n/translator';
import { TRAIL_PAGE_SIZE } from '@/api/trails/list';
import { db, userStats } from '../../mocks/db';
import { server } from '../../mocks/node';
import { card, findCardsSettled, figure } from '../dashboard/helpers';
import { findShell, renderApp } from '../render';
import { deferred } from '../support';
import { LANGUAGES, showLanguage, t } from '../text';
import { fixClock } from '../users/helpers';

/** Holds every GET of `path` (below the API root) until the returned release is called. */
function holdGets(path: string): () => void {
  const gate = deferred();
  server.use(
    http.get(apiUrl(path), async () => {
      await gate.promise;
      return undefined; // on to the fake backend
    }),
  );
  return () => gate.resolve();
}

/** The pending figures inside an element (the page by default). */
const pendingIn = (element: HTMLElement = document.body) => [...element.querySelectorAll('[data-pending-figure]')];

/** Every pending figure is read as the loading text, and there is at least one. */
function expectPending(element: HTMLElement, what: string) {
  const figures = pendingIn(element);
  expect(figures.length, `${what}: pending figures`).toBeGreaterThan(0);
  for (const f of figures) expect(f, what).toHaveTextContent(t('common.loading'));
}

const n = (value: number) => translator().number(value);

const SCOPES: Record<StatsPeriod, MessageKey> = {
  all: 'userStats.scopeAll',
  year: 'userStats.scopeYear',
  month: 'userStats.scopeMonth',
  week: 'userStats.scopeWeek',
  today: 'userStats.scopeToday',
};
const PERIOD_LABELS: Record<StatsPeriod, MessageKey> = {
  all: 'userStats.periodAll',
  year: 'userStats.periodYear',
  month: 'userStats.periodMonth',
  week: 'userStats.periodWeek',
  today: 'userStats.periodToday',
};
const FIGURES: MessageKey[] = ['userStats.total', 'userStats.registered', 'userStats.guests', 'userStats.premium', 'userStats.active'];

/** The scope line under a figure: the <dd> after its number. */
function scopeOf(container: HTMLElement, label: string): string {
  const dt = within(container).getByText(label, { selector: 'dt' });
  return dt.parentElement?.querySelector('[data-scope]')?.textContent ?? '';
}

beforeEach(() => fixClock());

describe.each(LANGUAGES)('figures while loading, in %s (%s)', (language) => {
  beforeEach(() => showLanguage(language));

  it('the trail list footer is pending under "Loading data...", then says how many trails it shows', async () => {
    const release = holdGets('/trails');
    await renderApp('/trails');
    await screen.findByText(t('table.loading'));
    expect(screen.queryByText(t('trails.showing', { n: 0, total: 0 }))).toBeNull();
    const footer = pendingIn()[0]?.closest('[role="status"]') as HTMLElement;
    expectPending(footer, 'footer');
    expect(footer.textContent, 'the footer says only that it is loading').toBe(t('common.loading'));
    release();
    expect(await screen.findByText(t('trails.showing', { n: TRAIL_PAGE_SIZE, total: db.trails.size }))).toBeInTheDocument();
    expect(pendingIn()).toEqual([]);
  });

  it('the tag statistics are pending, not 0 / 0 / 0.0 / None, until the tags come', async () => {
    const release = holdGets('/trails/tags');
    await renderApp('/tags');
    const groups = (['tagStats.total', 'tags.statUsage', 'tags.statAverage', 'tagStats.mostUsed'] as const).map((key) => ({
      key,
      group: () => screen.getByRole('group', { name: t(key) }),
    }));
    await screen.findByRole('group', { name: t('tagStats.mostUsed') });
    for (const { key, group } of groups) {
      expectPending(group(), key);
      expect(group(), key).not.toHaveTextContent(/[0-9\u0660-\u0669]/);
    }
    expect(groups[3]!.group()).not.toHaveTextContent(t('common.none'));
    release();
    await waitFor(() => expect(groups[0]!.group()).toHaveTextContent(n(db.tags.size)));
    expect(pendingIn()).toEqual([]);
  });

  it('the review counts are pending, not four zeros, until the queue comes', async () => {
    const release = holdGets('/trails/reviews/pending');
    await renderApp('/reviews');
    const counts = await screen.findByRole('group', { name: t('reviews.counts') });
    expectPending(counts, 'review counts');
    expect(counts).not.toHaveTextContent(t('reviews.countTotal', { n: 0 }));
    release();
    const pending = [...db.reviews.values()].filter((r) => r.status === 'pending').length;
    expect(await within(screen.getByRole('group', { name: t('reviews.counts') })).findByText(t('reviews.countTotal', { n: pending }))).toBeInTheDocument();
    expect(pendingIn()).toEqual([]);
  });

  it("the user statistics are pending under their labels and scopes, then the period's figures", async () => {
    const release = holdGets('/users/stats/overview');
    await renderApp('/users?pageSize=10');
    const region = await screen.findByRole('region', { name: t('userStats.title') });
    for (const key of [...FIGURES, 'userStats.newUsers' as const]) {
      const dt = within(region).getByText(t(key), { selector: 'dt' });
      expectPending(dt.parentElement as HTMLElement, key);
    }
    expect(scopeOf(region, t('userStats.total'))).toBe(t('userStats.scopeAll'));
    release();
    const all = userStats(db, 'all', Date.now());
    await waitFor(() => expect(figure(region, t('userStats.total'))).toBe(n(all.totalUsers)));
    expect(pendingIn(region)).toEqual([]);
  });

  it('the dashboard users card shows no figure of the last period while the next one loads', async () => {
    const { user } = await renderApp('/');
    await findShell();
    await findCardsSettled();
    const release = holdGets('/users/stats/overview');
    const users = card('users');
    await user.click(within(users).getByRole('radio', { name: t('userStats.periodToday') }));
    await waitFor(() => expectPending(users, 'users card'));
    expect(figure(users, t('userStats.total'))).not.toMatch(/[0-9\u0660-\u0669]/);
    expect(scopeOf(users, t('userStats.total'))).toBe(t('userStats.scopeToday'));
    release();
    const today = userStats(db, 'today', Date.now());
    await waitFor(() => expect(figure(users, t('userStats.total'))).toBe(n(today.totalUsers)));
    expect(figure(users, t('userStats.newUsers'))).toBe(n(today.recentRegistrations));
  });
});

describe.each(LANGUAGES)('what each user figure counts, in %s (%s)', (language) => {
  beforeEach(() => showLanguage(language));

  it('each period: its scope under the five period figures, "always the last 7 days" under New users', async () => {
    const { user } = await renderApp('/users?pageSize=10');
    const region = await screen.findByRole('region', { name: t('userStats.title') });
    for (const period of ['all', 'year', 'month', 'week', 'today'] as const) {
      if (period !== 'all') await user.click(within(region).getByRole('radio', { name: t(PERIOD_LABELS[period]) }));
      const stats = userStats(db, period, Date.now());
      await waitFor(() => expect(figure(region, t('userStats.total')), period).toBe(n(stats.totalUsers)));
      for (const key of FIGURES) expect.soft(scopeOf(region, t(key)), `${period}: ${key}`).toBe(t(SCOPES[period]));
      expect(scopeOf(region, t('userStats.newUsers')), `${period}: new users`).toBe(t('userStats.scopeNew'));
      expect(figure(region, t('userStats.newUsers')), `${period}: new users`).toBe(n(stats.recentRegistrations));
    }
    // Today's total is smaller than the week's new users: each says what it counts.
    const today = userStats(db, 'today', Date.now());
    expect(today.totalUsers).toBeLessThan(today.recentRegistrations);
  });
});
