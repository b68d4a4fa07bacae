import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiUrl } from '@/api/config';
import { translator } from '@/i18n/translator';
import { db, seedNow, touch } from '../../mocks/db';
import { server } from '../../mocks/node';
import { findShell, renderApp } from '../render';
import { LANGUAGES, showLanguage, t } from '../text';
import {
  card,
  figure,
  findCardsSettled,
  hrefOf,
  newestTrails,
  pendingReviews,
  STATUS_LABEL,
  STATUSES,
  statsOf,
  tagUsage,
  trailsWith,
  type CardName,
} from './helpers';
import { deferred } from '../support';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The seed's "now": ages and the users' periods are counted from it. */
function fixClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(seedNow());
}

async function openDashboard() {
  const view = await renderApp('/');
  await findShell();
  await findCardsSettled();
  return view;
}

const n = (value: number) => translator().number(value);

describe.each(LANGUAGES)('dashboard figures in %s (%s)', (language) => {
  it('every card shows the server data', async () => {
    fixClock();
    showLanguage(language);
    await openDashboard();

    // Trails: each status's count is a link named by its label and number, to the filtered list.
    const trails = card('trails');
    for (const status of STATUSES) {
      const link = within(trails).getByRole('link', {
        name: `${t(STATUS_LABEL[status])} ${n(trailsWith(status))}`,
      });
      expect(hrefOf(link)).toBe(`/trails?status=${status}`);
    }
    expect(figure(trails, t('dashboard.trailsTotal'))).toBe(n(db.trails.size));

    // Moderation: the queue's length and the age of its oldest review.
    const pending = pendingReviews();
    expect(pending.length).toBeGreaterThan(0);
    const moderation = card('moderation');
    const queueLink = within(moderation).getByRole('link', {
      name: `${t('dashboard.pendingReviews')} ${n(pending.length)}`,
    });
    expect(hrefOf(queueLink)).toBe('/reviews');
    const age = Date.now() - Math.min(...pending.map((r) => Date.parse(r.createdAt)));
    const ageText =
      age < DAY
        ? t('dashboard.ageHours', { hours: Math.floor(age / HOUR) })
        : t('dashboard.ageDays', { days: Math.floor(age / DAY) });
    expect(figure(moderation, t('dashboard.oldestWaiting'))).toBe(ageText);

    // Users: the six figures of All time, and the link to /users.
    const users = card('users');
    const stats = statsOf('all');
    expect(figure(users, t('userStats.total'))).toBe(n(stats.totalUsers));
    expect(figure(users, t('userStats.registered'))).toBe(n(stats.signedUpUsers));
    expect(figure(users, t('userStats.guests'))).toBe(n(stats.guestUsers));
    expect(figure(users, t('userStats.premium'))).toBe(n(stats.premiumUsers));
    expect(figure(users, t('userStats.active'))).toBe(n(stats.usersByStatus.active));
    expect(figure(users, t('userStats.newUsers'))).toBe(n(stats.recentRegistrations));
    expect(hrefOf(within(users).getByRole('link', { name: t('dashboard.usersLink') }))).toBe(
      '/users',
    );

    // Tags: the five most used with their counts, how many unused, and the link to /tags.
    const tags = card('tags');
    const usage = tagUsage();
    const top = usage
      .filter((tag) => tag.count > 0)
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
      .slice(0, 5);
    expect(top).toHaveLength(5);
    const items = within(
      within(tags).getByRole('list', { name: t('tagStats.mostUsed') }),
    ).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.replace(/\s+/g, ' ').trim())).toEqual(
      top.map((tag) => `${tag.name} ${t('dashboard.tagTrails', { n: tag.count })}`),
    );
    expect(figure(tags, t('tagStats.unused'))).toBe(
      n(usage.filter((tag) => tag.count === 0).length),
    );
    expect(figure(tags, t('tagStats.total'))).toBe(n(db.tags.size));
    expect(hrefOf(within(tags).getByRole('link', { name: t('dashboard.tagsLink') }))).toBe('/tags');

    // Newest trails: five, newest first, each a link to its editor with its status and date.
    const newest = within(card('newest')).getAllByRole('listitem');
    const expected = newestTrails(5);
    expect(newest).toHaveLength(5);
    expected.forEach((trail, i) => {
      const item = newest[i]!;
      expect(hrefOf(within(item).getByRole('link'))).toBe(`/trail/edit/${trail.id}`);
      expect(item).toHaveTextContent(t(STATUS_LABEL[trail.status]));
      expect(item).toHaveTextContent(translator().date(trail.createdAt));
    });
    expect(within(newest[0]!).getByRole('link')).toHaveTextContent(expected[0]!.name.slice(0, 30));
  });
});

describe('dashboard', () => {
  it('shows only the five cards, in reading order, with no shortcut cards or greeting', async () => {
    await openDashboard();
    const regions = within(screen.getByRole('main')).getAllByRole('region');
    expect(
      regions.map(
        (r) =>
          r.getAttribute('aria-labelledby') &&
          document.getElementById(r.getAttribute('aria-labelledby')!)?.textContent,
      ),
    ).toEqual([
      t('dashboard.trailsTitle'),
      t('dashboard.moderationTitle'),
      t('dashboard.usersTitle'),
      t('dashboard.tagsTitle'),
      t('dashboard.newestTitle'),
    ]);
  });

  it("Tab reaches every card's links in reading order", async () => {
    const { user } = await openDashboard();
    const main = screen.getByRole('main');
    const expected = [
      ...STATUSES.map((status) => `/trails?status=${status}`),
      '/trails',
      '/reviews',
      'radio',
      '/users',
      '/tags',
      ...newestTrails(5).map((trail) => `/trail/edit/${trail.id}`),
    ];
    // Focus the first element in main, then walk with Tab.
    (within(main).getAllByRole('link')[0] as HTMLElement).focus();
    const seen: string[] = [];
    for (let i = 0; i < expected.length; i++) {
      const el = document.activeElement as HTMLElement;
      seen.push(el.getAttribute('href') ?? el.getAttribute('type') ?? el.tagName);
      await user.tab();
    }
    expect(seen).toEqual(expected);
  });

  it("a status's link opens the trail list filtered by that status", async () => {
    const { user, history } = await openDashboard();
    const label = `${t('trailStatus.pending')} ${n(trailsWith('pending'))}`;
    await user.click(within(card('trails')).getByRole('link', { name: label }));
    await waitFor(() => expect(history.location.pathname).toBe('/trails'));
    expect(new URLSearchParams(history.location.search).get('status')).toBe('pending');
    const total = trailsWith('pending');
    expect(
      await screen.findByText(
        t('trails.showing', { n: Math.min(12, total), total }),
      ),
    ).toBeInTheDocument();
  });

  it('a newest trail opens its editor', async () => {
    const { user, history } = await openDashboard();
    const [first] = newestTrails(1);
    await user.click(within(within(card('newest')).getAllByRole('listitem')[0]!).getByRole('link'));
    await waitFor(() => expect(history.location.pathname).toBe(`/trail/edit/${first!.id}`));
  });

  it('says so when no review waits, with no age', async () => {
    for (const review of pendingReviews())
      db.reviews.set(review.id, { ...review, status: 'active' });
    touch(db);
    await openDashboard();
    const moderation = card('moderation');
    expect(
      within(moderation).getByRole('link', { name: `${t('dashboard.pendingReviews')} ${n(0)}` }),
    ).toBeInTheDocument();
    expect(moderation).toHaveTextContent(t('dashboard.queueEmpty'));
    expect(within(moderation).queryByText(t('dashboard.oldestWaiting'))).toBeNull();
  });

  it("the period switch shows each period's figures", async () => {
    fixClock();
    const { user } = await openDashboard();
    const users = card('users');
    for (const [period, label] of [
      ['week', 'userStats.periodWeek'],
      ['today', 'userStats.periodToday'],
      ['year', 'userStats.periodYear'],
      ['month', 'userStats.periodMonth'],
    ] as const) {
      await user.click(within(users).getByRole('radio', { name: t(label) }));
      const stats = statsOf(period);
      await waitFor(() => {
        expect(figure(users, t('userStats.total'))).toBe(n(stats.totalUsers));
        expect(figure(users, t('userStats.newUsers'))).toBe(n(stats.recentRegistrations));
        expect(users).not.toHaveAttribute('aria-busy');
      });
      expect(figure(users, t('userStats.active'))).toBe(n(stats.usersByStatus.active));
      expect(figure(users, t('userStats.premium'))).toBe(n(stats.premiumUsers));
    }
    expect(statsOf('today').totalUsers).not.toBe(statsOf('all').totalUsers);
  });

  it('starts all its calls together, seven at most', async () => {
    // Holds every API call but the sign-in until all have been asked for.
    const { promise: gate, resolve: release } = deferred();
    const asked: string[] = [];
    server.use(
      http.all(apiUrl('/*'), async ({ request }) => {
        const url = new URL(request.url);
        if (url.pathname.includes('/auth/')) return undefined;
        asked.push(`${request.method} ${url.pathname.replace(/^.*\/api\/v1/, '')}${url.search}`);
        await gate;
        return undefined; // on to the fake backend
      }),
    );
    await renderApp('/');
    await findShell();
    // Every call is in flight before any has been answered.
    await waitFor(() => expect(asked).toHaveLength(7));
    expect(asked.every((call) => call.startsWith('GET '))).toBe(true);
    release();
    await findCardsSettled();
    expect(asked).toHaveLength(7);
  });
});

/** The call each card makes, and SPEC.md §8's message it shows when that call fails. */
const FAILURES: Array<[CardName, string, (url: URL) => boolean, Parameters<typeof t>[0]]> = [
  ['trails', '/trails', (url) => url.searchParams.has('status'), 'trails.loadError'],
  ['moderation', '/trails/reviews/pending', () => true, 'common.pendingReviewsLoadError'],
  ['users', '/users/stats/overview', () => true, 'userStats.loadError'],
  ['tags', '/trails/tags', () => true, 'tagStats.loadFailed'],
  ['newest', '/trails', (url) => !url.searchParams.has('status'), 'trails.loadError'],
];

describe.each(FAILURES)('the %s card failing', (name, path, matches, message) => {
  it('shows its own error with Retry while the other cards show their data; Retry loads it', async () => {
    server.use(
      http.get(apiUrl(path), ({ request }) =>
        matches(new URL(request.url))
          ? HttpResponse.json({ message: 'Down', statusCode: 500 }, { status: 500 })
          : undefined,
      ),
    );
    const { user } = await openDashboard();
    const failed = card(name);
    expect(within(failed).getByRole('alert')).toHaveTextContent(
      t(message as 'tagStats.loadFailed'),
    );
    for (const other of ['trails', 'moderation', 'users', 'tags', 'newest'] as const) {
      if (other === name) continue;
      expect(within(card(other)).queryByRole('alert')).toBeNull();
      expect(within(card(other)).queryAllByText(/\d/).length).toBeGreaterThan(0);
    }
    server.resetHandlers();
    await user.click(within(failed).getByRole('button', { name: t('common.retry') }));
    await waitFor(() => expect(within(card(name)).queryByRole('alert')).toBeNull());
    await findCardsSettled();
    expect(within(card(name)).queryAllByText(/\d/).length).toBeGreaterThan(0);
  });
});
