import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/api/config';
import { session } from '@/stores/session';
import { db } from '../../mocks/db';
import { server } from '../../mocks/node';
import { renderApp } from '../render';
import { pendingQueue, queryReviewRow, reviewRow } from '../reviews/helpers';
import { captureRequests, holdTimers, passHoldTime } from '../support';
import { t } from '../text';

/** What a request carried that captureRequests does not record: keepalive and its Authorization. */
function watchKeepalive(path: string) {
  const seen: Array<{ keepalive: boolean; authorization: string | null }> = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).href.startsWith(apiUrl(path)))
      seen.push({ keepalive: request.keepalive, authorization: request.headers.get('Authorization') });
  };
  server.events.on('request:start', listener);
  return seen;
}

async function openQueue(n: number) {
  pendingQueue(n);
  const view = await renderApp('/reviews');
  await waitFor(() => reviewRow(1));
  return view;
}
const accept = (id: number) => within(reviewRow(id)).getByRole('button', { name: t('reviews.acceptOf', { id }) });

describe('held writes', () => {
  it('Undo of a single accept puts the review back where it was and sends nothing', async () => {
    const calls = captureRequests('PUT', '*');
    const { user } = await openQueue(3);
    holdTimers();
    await user.click(accept(2));
    expect(queryReviewRow(2)).toBeNull();
    const undo = await screen.findByRole('button', { name: t('undo.undoOf', { what: t('reviews.accepted') }) });
    // A long message beside it does not squeeze it (its label was cut in the browser).
    expect(undo).toHaveStyle({ flexShrink: '0' });
    await user.click(undo);
    await waitFor(() => expect(reviewRow(2)).toBeInTheDocument());
    const ids = [...document.querySelectorAll('tr[data-review-id]')].map((r) => r.getAttribute('data-review-id'));
    expect(ids).toEqual(['1', '2', '3']);
    await passHoldTime();
    expect(calls).toEqual([]);
    expect(db.reviews.get(2)?.status).toBe('pending');
  });

  it('closing the tab (pagehide) sends what is held at once, with keepalive and the session token', async () => {
    const calls = captureRequests('PUT', '/trails/review/accept');
    const seen = watchKeepalive('/trails/review/accept');
    const { user } = await openQueue(2);
    holdTimers();
    await user.click(accept(1));
    expect(calls).toEqual([]);
    const token = session.get().accessToken;
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(calls).toMatchObject([{ body: { reviewId: 1 } }]));
    expect(seen).toEqual([{ keepalive: true, authorization: `Bearer ${token}` }]);
    await waitFor(() => expect(db.reviews.get(1)?.status).toBe('active'));
    // Sent once: the hold's end sends nothing more.
    await passHoldTime();
    expect(calls).toHaveLength(1);
  });

  it('Log Out sends what is held before the tokens are cleared', async () => {
    const seen = watchKeepalive('/trails/review/accept');
    const { user } = await openQueue(2);
    holdTimers();
    await user.click(accept(1));
    const token = session.get().accessToken;
    await user.click(screen.getByRole('button', { name: t('header.logOut') }));
    await waitFor(() => expect(db.reviews.get(1)?.status).toBe('active'));
    expect(seen).toEqual([{ keepalive: true, authorization: `Bearer ${token}` }]);
    expect(session.get().isLoggedIn).toBe(false);
  });

  it('a held write the server refuses when the tab hides is rolled back and reported', async () => {
    server.use(
      http.put(apiUrl('/trails/review/accept'), () => HttpResponse.json({ message: 'Nope', statusCode: 409 }, { status: 409 })),
    );
    const { user } = await openQueue(2);
    holdTimers();
    await user.click(accept(1));
    expect(queryReviewRow(1)).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    // The page stayed (back-forward cache): the answer is read, the row comes back, the failure shows.
    expect(await screen.findByText(t('reviews.acceptFailed'))).toBeInTheDocument();
    expect(reviewRow(1)).toBeInTheDocument();
    expect(db.reviews.get(1)?.status).toBe('pending');
  });

  it('leaving the screen sends what is held through the client', async () => {
    const calls = captureRequests('PUT', '/trails/review/accept');
    const { user } = await openQueue(2);
    holdTimers();
    await user.click(accept(1));
    expect(calls).toEqual([]);
    const undo = { name: t('undo.undoOf', { what: t('reviews.accepted') }) };
    expect(await screen.findByRole('button', undo)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: t('nav.trails') }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(db.reviews.get(1)?.status).toBe('active'));
    // Sent: its notice ("Sent in 8 seconds unless undone", Undo) leaves with it.
    await waitFor(() => expect(screen.queryByRole('button', undo)).not.toBeInTheDocument());
  });
});

describe('pending reviews: bulk', () => {
  it('Reject asks once for all, the rows leave at once, one Undo; sent after 8 s', async () => {
    const calls = captureRequests('PUT', '/trails/review/reject');
    const { user } = await openQueue(4);
    const table = screen.getByRole('table', { name: t('reviews.pendingLabel') });
    await user.click(within(reviewRow(1)).getByRole('checkbox'));
    await user.click(within(reviewRow(3)).getByRole('checkbox'));
    const toolbar = screen.getByRole('region', { name: t('bulk.toolbar') });
    expect(toolbar).toHaveTextContent(t('bulk.selected', { n: 2 }));
    await user.click(within(toolbar).getByRole('button', { name: t('reviews.reject') }));
    const confirm = await screen.findByRole('dialog', { name: t('reviews.bulkRejectTitle', { n: 2 }) });
    holdTimers();
    await user.click(within(confirm).getByRole('button', { name: t('reviews.reject') }));
    await waitFor(() => expect(queryReviewRow(1)).toBeNull());
    expect(queryReviewRow(3)).toBeNull();
    expect(within(table).queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: new RegExp(`^${t('undo.undo')}`) })).toHaveLength(1);
    expect(calls).toEqual([]);
    await passHoldTime();
    await waitFor(() => expect(calls).toHaveLength(2));
    await waitFor(() => expect([db.reviews.get(1)?.status, db.reviews.get(3)?.status]).toEqual(['deleted', 'deleted']));
    expect(db.reviews.get(2)?.status).toBe('pending');
  });
});
