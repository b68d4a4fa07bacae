/**
 * A bulk run stops before its next row on Cancel or when its session ends; what each row
 * came to (succeeded, failed and why, not sent) is listed, after signing in again too.
 */
import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { http } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { heldStored } from '@/api/common/held-writes';
import { outbox, resetOutbox } from '@/api/common/outbox';
import { apiUrl } from '@/api/config';
import { isolate } from '@/i18n/translator';
import { AUTH_KEY, session, USER_KEY } from '@/stores/session';
import { db } from '../../mocks/db';
import { server } from '../../mocks/node';
import { renderApp } from '../render';
import { signInAsAdmin } from '../sign-in';
import { deferred, holdTimers, passHoldTime } from '../support';
import { LANGUAGES, showLanguage, t } from '../text';
import { expectedTrails, findFooter, rowOf } from '../trails/helpers';

const table = () => screen.getByRole('table', { name: t('trails.tableLabel') });
const box = (name: string) => within(table()).getByRole('checkbox', { name: t('bulk.selectRow', { name: isolate(name) }) });
const toolbar = () => screen.getByRole('region', { name: t('bulk.toolbar') });
const statusOf = (id: number) => within(rowOf(id)).getAllByRole('cell')[2]!.textContent;

/**
 * Every request of `method` to `path` the fake backend gets, with its Authorization; each
 * waits for `gate` before the usual handler answers it.
 */
function gatedRequests(method: 'delete' | 'put', path: string) {
  const gate = deferred();
  const seen: Array<{ id: string; authorization: string | null }> = [];
  server.use(
    http[method](apiUrl(path), async ({ request, params }) => {
      const body = method === 'put' ? ((await request.clone().json()) as { id: number }) : null;
      seen.push({ id: String(params.id ?? body?.id), authorization: request.headers.get('Authorization') });
      await gate.promise;
      return undefined;
    }),
  );
  /** The chosen rows split by whether a request went out for them, in the order sent and chosen. */
  const split = <T extends { id: number }>(chosen: readonly T[]) => {
    const sent = seen.map(({ id }) => chosen.find((row) => String(row.id) === id)!);
    return { sent, unsent: chosen.filter((row) => !sent.includes(row)) };
  };
  return { seen, split, open: () => gate.resolve() };
}

const names = (trails: ReadonlyArray<{ name: string }>) => trails.map((trail) => trail.name).sort();

/** The rows the result dialog lists under `heading`, sorted. */
function listed(result: HTMLElement, heading: string): string[] {
  const section = within(result).getByText(heading).parentElement!;
  return within(section)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '')
    .sort();
}

/** The trail list with the first `n` trails selected. */
async function selectTrails(n: number, path = '/trails') {
  const all = expectedTrails(path.includes('active') ? { status: 'active' } : {});
  const view = await renderApp(path);
  await findFooter(Math.min(12, all.length), all.length);
  const chosen = all.slice(0, n);
  for (const trail of chosen) await view.user.click(box(trail.name));
  return { ...view, chosen };
}

/** Bulk Delete, confirmed. */
async function deleteSelected(user: Awaited<ReturnType<typeof selectTrails>>['user'], n: number) {
  await user.click(within(toolbar()).getByRole('button', { name: t('trails.bulkDelete') }));
  const ask = await screen.findByRole('dialog', { name: t('trails.bulkDeleteTitle', { n }) });
  await user.click(within(ask).getByRole('button', { name: t('trails.deleteConfirm') }));
}

describe.each(LANGUAGES)('bulk Delete stopped by Cancel (%s, %s)', (language) => {
  it('sends no row after Cancel: those in flight finish, the rest are listed as not sent, each by name', async () => {
    showLanguage(language);
    const requests = gatedRequests('delete', '/trails/:id');
    const { user, chosen } = await selectTrails(6);
    await deleteSelected(user, 6);
    await waitFor(() => expect(requests.seen).toHaveLength(4));
    await user.click(within(toolbar()).getByRole('button', { name: t('common.cancel') }));
    requests.open();
    const result = await screen.findByRole('dialog', { name: t('bulkResult.stoppedTitle') });
    const { sent, unsent } = requests.split(chosen);
    expect(requests.seen).toHaveLength(4);
    expect(sent.map((trail) => db.trails.has(trail.id))).toEqual([false, false, false, false]);
    expect(unsent.map((trail) => db.trails.has(trail.id))).toEqual([true, true]);
    expect(result).toHaveTextContent(`${t('bulkResult.succeeded', { ok: 4, total: 6 })} ${t('bulkResult.cancelled')}`);
    expect(listed(result, t('bulkResult.notSent', { n: 2 }))).toEqual(names(unsent));
    expect(listed(result, t('bulkResult.succeededList', { n: 4 }))).toEqual(names(sent));
    expect(result).not.toHaveTextContent(t('bulkResult.failed', { n: 0 }));
  });
});

describe('a bulk run when the session ends', () => {
  it('bulk Delete: no row is sent after another tab signs out; the result waits for the same administrator', async () => {
    const requests = gatedRequests('delete', '/trails/:id');
    const { user, chosen } = await selectTrails(6);
    const token = session.get().accessToken;
    await deleteSelected(user, 6);
    await waitFor(() => expect(requests.seen).toHaveLength(4));
    // Signed out in another tab: this one follows, without a sign-out of its own.
    localStorage.removeItem(AUTH_KEY);
    localStorage.removeItem(USER_KEY);
    act(() => session.syncFromStorage());
    requests.open();
    const { sent, unsent } = requests.split(chosen);
    await waitFor(() => expect(sent.every((trail) => !db.trails.has(trail.id))).toBe(true));
    await screen.findByRole('button', { name: t('signIn.submit') });
    expect(requests.seen).toEqual(sent.map((trail) => ({ id: String(trail.id), authorization: `Bearer ${token}` })));
    expect(unsent.every((trail) => db.trails.has(trail.id))).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(() => signInAsAdmin());
    const result = await screen.findByRole('dialog', { name: t('bulkResult.stoppedTitle') });
    expect(result).toHaveTextContent(t('bulkResult.sessionEnded'));
    expect(listed(result, t('bulkResult.notSent', { n: 2 }))).toEqual(names(unsent));
    expect(requests.seen).toHaveLength(4);
  });

  it('held bulk status: Cancel on its sending notice sends no further trail and puts the rest back', async () => {
    const requests = gatedRequests('put', '/trails/deactivate');
    const { user, chosen } = await selectTrails(6, '/trails?status=active');
    onTestFinished(() => requests.open());
    holdTimers();
    await user.click(within(toolbar()).getByRole('button', { name: t('trails.bulkDeactivate') }));
    await waitFor(() => expect(statusOf(chosen[5]!.id)).toBe(t('trailStatus.deleted')));
    await passHoldTime();
    await waitFor(() => expect(requests.seen).toHaveLength(4));
    const notice = await screen.findByText(t('bulkResult.sending', { done: 0, total: 6 }));
    await user.click(within(notice.closest('.mantine-Notification-root') as HTMLElement).getByRole('button', { name: t('common.cancel') }));
    requests.open();
    const result = await screen.findByRole('dialog', { name: t('bulkResult.stoppedTitle') });
    const { sent, unsent } = requests.split(chosen);
    expect(requests.seen).toHaveLength(4);
    expect(listed(result, t('bulkResult.notSent', { n: 2 }))).toEqual(names(unsent));
    await waitFor(() => expect(sent.map((trail) => db.trails.get(trail.id)?.status)).toEqual(['deleted', 'deleted', 'deleted', 'deleted']));
    expect(unsent.map((trail) => db.trails.get(trail.id)?.status)).toEqual(['active', 'active']);
    expect(unsent.map((trail) => statusOf(trail.id))).toEqual([t('trailStatus.active'), t('trailStatus.active')]);
  });

  it('held bulk status: after Cancel, Log Out sends none of the cancelled rows, and the outbox keeps none of them', async () => {
    globalThis.indexedDB = new IDBFactory();
    resetOutbox();
    const requests = gatedRequests('put', '/trails/deactivate');
    const { user, chosen } = await selectTrails(10, '/trails?status=active');
    const admin = session.get().currentUser!;
    onTestFinished(() => requests.open());
    holdTimers();
    await user.click(within(toolbar()).getByRole('button', { name: t('trails.bulkDeactivate') }));
    await waitFor(() => expect(statusOf(chosen[9]!.id)).toBe(t('trailStatus.deleted')));
    await passHoldTime();
    await waitFor(() => expect(requests.seen).toHaveLength(4));
    const notice = await screen.findByText(t('bulkResult.sending', { done: 0, total: 10 }));
    await user.click(within(notice.closest('.mantine-Notification-root') as HTMLElement).getByRole('button', { name: t('common.cancel') }));
    act(() => session.signOut());
    requests.open();
    const { sent, unsent } = requests.split(chosen);
    await waitFor(async () => {
      await heldStored();
      expect(await outbox.list(admin.id)).toEqual([]);
    });
    expect(requests.seen).toHaveLength(4);
    expect(unsent.map((trail) => db.trails.get(trail.id)?.status)).toEqual(Array(6).fill('active'));
    expect(sent).toHaveLength(4);
  });
});
