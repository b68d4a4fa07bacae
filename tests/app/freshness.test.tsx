/**
 * Fresh without a reload (src/api/common/freshness.ts, src/ui/steady-rows.tsx): the open
 * screen and the Reviews count are checked every minute while the tab is visible and when it
 * comes back; a second administrator works through the fake backend between checks
 * (mocks/devtools/other-admin.ts, the developer panel's "another administrator").
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { CHECK_MS } from '@/api/common/freshness';
import { db, nextId, touch } from '../../mocks/db';
import { actAsOtherAdmin } from '../../mocks/devtools/other-admin';
import { renderApp } from '../render';
import { pendingQueue, queryReviewRow, reviewRow } from '../reviews/helpers';
import { captureRequests, dialogsClosed, passHoldTime, rowsOf } from '../support';
import { LANGUAGES, showLanguage, t } from '../text';

/** Fake timers for the minute's checks as well as for held writes (time still flows). */
function fakeClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
}

async function passCheckTime(): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(CHECK_MS);
  });
}

/** document.visibilityState under the test's control (jsdom's is always "visible"). */
function controlVisibility() {
  let state: DocumentVisibilityState = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  onTestFinished(() => void Reflect.deleteProperty(document, 'visibilityState'));
  return (next: DocumentVisibilityState) =>
    act(async () => {
      state = next;
      document.dispatchEvent(new Event('visibilitychange'));
    });
}

const shownIds = () => [...document.querySelectorAll('tr[data-review-id]')].map((row) => Number(row.getAttribute('data-review-id')));
const reviewsLink = () => within(screen.getByRole('navigation', { name: t('nav.label') })).getByRole('link', { name: new RegExp(t('nav.reviews')) });

async function openQueue(n: number) {
  pendingQueue(n);
  fakeClock();
  const view = await renderApp('/reviews');
  await waitFor(() => reviewRow(1));
  return view;
}

describe('fresh without a reload', () => {
  it.each(LANGUAGES)('(%s) every minute the queue and the Reviews count are checked; new reviews wait behind "2 new reviews" and Show', async (language) => {
    showLanguage(language);
    const { user } = await openQueue(3);
    await waitFor(() => expect(reviewsLink()).toHaveAccessibleName(t('nav.reviewsWaiting', { count: 3 })));
    const checks = captureRequests('GET', '/trails/reviews/pending');

    const added = [await actAsOtherAdmin('add'), await actAsOtherAdmin('add')];
    await passCheckTime();

    await waitFor(() => expect(reviewsLink()).toHaveAccessibleName(t('nav.reviewsWaiting', { count: 5 })));
    expect(checks.length).toBeGreaterThan(0);
    // The queue did not move: the administrator's rows stay where they were.
    const notice = await screen.findByText(t('reviews.newReviews', { count: 2 }));
    expect(shownIds()).toEqual([1, 2, 3]);

    await user.click(within(notice.closest('[role="status"]') as HTMLElement).getByRole('button', { name: t('table.showChanges') }));
    expect(shownIds()).toEqual([...added.reverse(), 1, 2, 3]);
    expect(screen.queryByText(t('reviews.newReviews', { count: 2 }))).toBeNull();
  });

  it('asks nothing while the tab is hidden, and checks at once when it comes back into view', async () => {
    const setVisibility = controlVisibility();
    await openQueue(2);
    const calls = captureRequests('GET', '*');
    await setVisibility('hidden');
    await passCheckTime();
    await passCheckTime();
    await passCheckTime();
    expect(calls).toEqual([]);

    await actAsOtherAdmin('accept');
    await setVisibility('visible');
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/trails/reviews/pending'));
    await screen.findByText(t('table.changed'));
  });

  it.each(LANGUAGES)('(%s) a review handled elsewhere stays with its Reject dialog open; rejecting it says so, and the queue is read again', async (language) => {
    showLanguage(language);
    const { user } = await openQueue(3);
    // The oldest (3) is the one the other administrator takes.
    await user.click(within(reviewRow(3)).getByRole('button', { name: t('reviews.rejectOf', { id: 3 }) }));
    const dialog = await screen.findByRole('dialog', { name: t('reviews.rejectTitle') });
    expect(await actAsOtherAdmin('accept')).toBe(3);
    await passCheckTime();

    await screen.findByText(t('table.changed'));
    expect(shownIds()).toEqual([1, 2, 3]);
    expect(dialog).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: t('reviews.reject') }));
    await dialogsClosed();
    await passHoldTime();
    const alert = await screen.findByText(t('reviews.changedElsewhere'));
    expect(alert.closest('.mantine-Notification-root')).toHaveTextContent(t('reviews.rejectFailed'));
    // Read again: review 3 is active now, no longer in the queue; nothing was rejected.
    await waitFor(() => expect(queryReviewRow(3)).toBeNull());
    expect(db.reviews.get(3)?.status).toBe('active');
    expect(shownIds()).toEqual([1, 2]);
  });

  it.each(LANGUAGES)('(%s) the trail list keeps its page when a trail is added elsewhere, shows a rename at once, and Show brings the new row', async (language) => {
    showLanguage(language);
    fakeClock();
    const { user } = await renderApp('/trails');
    const table = await screen.findByRole('table', { name: t('trails.tableLabel') });
    await waitFor(() => expect(rowsOf(table).length).toBeGreaterThan(1));
    const before = rowsOf(table).map((row) => row.textContent);

    // Another administrator adds a trail (the newest: first on this page)...
    const model = [...db.trails.values()][0]!;
    const id = nextId(db.trails);
    db.trails.set(id, { ...model, id, name: 'Trail added elsewhere', createdAt: new Date(Date.now() + 60_000).toISOString() });
    touch(db);
    await passCheckTime();
    await screen.findByText(t('table.changed'));
    expect(rowsOf(table).map((row) => row.textContent)).toEqual(before);

    await user.click(screen.getByRole('button', { name: t('table.showChanges') }));
    expect(rowsOf(table)[0]).toHaveTextContent('Trail added elsewhere');
    expect(screen.queryByText(t('table.changed'))).toBeNull();

    // ...then renames the newest: the same rows, drawn at once.
    expect(await actAsOtherAdmin('edit')).toBe(id);
    await passCheckTime();
    await waitFor(() => expect(rowsOf(table)[0]).toHaveTextContent('Trail added elsewhere (edited)'));
    expect(screen.queryByText(t('table.changed'))).toBeNull();
  });
});
