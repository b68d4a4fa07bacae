/**
 * At the start of a session, what the outbox still holds of the administrator's (held writes
 * a closed tab or an ended session left) is sent; what fails is listed with its reason, a
 * Retry and a Discard, in both languages.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { screen, waitFor, within } from '@testing-library/react';
import { getResponse, http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { outbox, resetOutbox, type OutboxEntry } from '@/api/common/outbox';
import { apiUrl } from '@/api/config';
import { RESUME_BATCH } from '@/api/common/outbox-resume';
import { db } from '../../mocks/db';
import { handlers } from '../../mocks/handlers';
import { server } from '../../mocks/node';
import { findShell, renderApp } from '../render';
import { signInAsAdmin } from '../sign-in';
import { deferred } from '../support';
import { fullText, LANGUAGES, showLanguage, t } from '../text';
import { expectedTrails, findFooter, rowOf } from '../trails/helpers';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetOutbox();
});

const entry = (userId: number, trailId: number, key: string): OutboxEntry => ({
  key,
  userId,
  tab: 'a-closed-tab',
  heldAt: Date.now() - 60_000,
  request: { method: 'PUT', path: `/trails/${trailId}/status`, json: { status: 'deleted' }, idempotencyKey: key },
  state: 'held',
});

/** Trails the seed has active: a status change to deleted is a change. */
const activeTrails = () => [...db.trails.values()].filter((trail) => trail.status === 'active').map((trail) => trail.id);

describe.each(LANGUAGES)('writes left in the outbox (%s)', (language, direction) => {
  it('are sent at sign-in; a refused one is listed with its reason, and Retry sends it again', async () => {
    const admin = await signInAsAdmin();
    const [done, refused] = activeTrails() as [number, number];
    await outbox.put([entry(admin.id, done, 'left-1'), entry(admin.id, refused, 'left-2')]);
    server.use(
      mock.put(apiUrl(`/trails/${refused}/status`), () => HttpResponse.json({ message: 'Trail changed meanwhile', statusCode: 400 }, { status: 400 }), {
        once: true,
      }),
    );
    showLanguage(language, direction);
    const { user } = await renderApp('/');
    await findShell();

    expect(await screen.findByText(t('outbox.sentText', { n: 1 }))).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: t('outbox.failedTitle') });
    const what = t('outbox.trailStatus', { id: String(refused), status: t('status.deleted') });
    expect(within(dialog).getByText(t('outbox.failedText', { n: 1 }))).toBeInTheDocument();
    expect(within(dialog).getByText(fullText(`${what}: Trail changed meanwhile`))).toBeInTheDocument();
    expect(db.trails.get(done)!.status).toBe('deleted');
    expect(db.trails.get(refused)!.status).toBe('active');

    // The server keeps its refusal under the key (the stub above answered before its idempotency
    // layer): the same key would only be answered the same way again.
    const body = JSON.stringify({ message: 'Trail changed meanwhile', statusCode: 400 });
    const stored = { status: 400, body, contentType: 'application/json', fingerprint: 'refused', createdAt: Date.now() };
    db.idempotency.set(`${admin.id} left-2`, stored);
    await user.click(within(dialog).getByRole('button', { name: t('outbox.retryOf', { what }) }));
    expect(await within(dialog).findByText(t('outbox.allDone'))).toBeInTheDocument();
    expect(db.trails.get(refused)!.status).toBe('deleted');
    await waitFor(async () => expect(await outbox.list(admin.id)).toEqual([]));
  });

  it('Discard drops a failed one for good; another administrator’s are not sent', async () => {
    const admin = await signInAsAdmin();
    const failed: OutboxEntry = { ...entry(admin.id, 99_999, 'left-3'), state: 'failed', failure: { status: 404, reason: 'http', serverMessage: null } };
    const other = activeTrails()[0]!;
    await outbox.put([failed, entry(admin.id + 1_000, other, 'not-mine')]);
    showLanguage(language, direction);
    const { user } = await renderApp('/');
    await findShell();

    const dialog = await screen.findByRole('dialog', { name: t('outbox.failedTitle') });
    const what = t('outbox.trailStatus', { id: '99999', status: t('status.deleted') });
    expect(within(dialog).getByText(fullText(`${what}: ${t('errors.status', { status: 404 })}`))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: t('outbox.discardOf', { what }) }));
    expect(await within(dialog).findByText(t('outbox.allDone'))).toBeInTheDocument();
    expect(await outbox.list(admin.id)).toEqual([]);
    expect((await outbox.list(admin.id + 1_000)).map((e) => e.key)).toEqual(['not-mine']);
    expect(db.trails.get(other)!.status).toBe('active');
  });

  it('one held more than 24 hours ago is not sent by itself: it is listed as too old, and Retry sends it', async () => {
    const admin = await signInAsAdmin();
    const trail = activeTrails()[0]!;
    await outbox.put([{ ...entry(admin.id, trail, 'old-1'), heldAt: Date.now() - 25 * 60 * 60 * 1000 }]);
    showLanguage(language, direction);
    const { user } = await renderApp('/');
    await findShell();

    const dialog = await screen.findByRole('dialog', { name: t('outbox.failedTitle') });
    const what = t('outbox.trailStatus', { id: String(trail), status: t('status.deleted') });
    expect(within(dialog).getByText(fullText(`${what}: ${t('outbox.tooOld')}`))).toBeInTheDocument();
    expect(db.trails.get(trail)!.status).toBe('active');
    await user.click(within(dialog).getByRole('button', { name: t('outbox.retryOf', { what }) }));
    expect(await within(dialog).findByText(t('outbox.allDone'))).toBeInTheDocument();
    expect(db.trails.get(trail)!.status).toBe('deleted');
  });
});

describe('writes left in the outbox, while they are sent again', () => {
  it('show at once as held: the list has them before the server does; a refused one goes back to the server’s', async () => {
    const admin = await signInAsAdmin();
    const shown = expectedTrails().slice(0, 12).filter((trail) => trail.status === 'active');
    // More than one batch of them, each held as Inactive: the rows shown first.
    const active = [...new Set([...shown.map((trail) => trail.id), ...activeTrails()])].slice(0, RESUME_BATCH + 10);
    const refused = shown[0]!.id;
    const done = shown.slice(1).map((trail) => trail.id);
    expect(done.length).toBeGreaterThan(0);
    // The refused one was held first: it goes first.
    await outbox.put(active.map((id) => ({ ...entry(admin.id, id, `left-${id}`), ...(id === refused && { heldAt: Date.now() - 120_000 }) })));
    // The server answers none of them until the test lets it: it refuses one first, then the others go.
    const [refuse, gate] = [deferred(), deferred()];
    server.use(
      mock.put(apiUrl('/trails/:id/status'), async ({ request, params }) => {
        if (Number(params.id) === refused) {
          await refuse.promise;
          return HttpResponse.json({ message: 'Trail changed meanwhile', statusCode: 400 }, { status: 400 });
        }
        await gate.promise;
        return getResponse(handlers, request);
      }),
    );
    await renderApp('/trails');
    await findFooter(12, db.trails.size);

    const inactive = t('trailStatus.deleted');
    await waitFor(() => {
      for (const id of [refused, ...done]) expect(rowOf(id)).toHaveTextContent(inactive);
    });
    expect(done.every((id) => db.trails.get(id)!.status === 'active')).toBe(true);
    // The refused one is back as the server has it, while the others still wait.
    refuse.resolve();
    await waitFor(() => expect(rowOf(refused)).toHaveTextContent(t('trailStatus.active')));
    expect(db.trails.get(refused)!.status).toBe('active');
    for (const id of done) expect(rowOf(id)).toHaveTextContent(inactive);

    gate.resolve();
    await screen.findByRole('dialog', { name: t('outbox.failedTitle') });
    expect(rowOf(refused)).toHaveTextContent(t('trailStatus.active'));
    for (const id of done) {
      expect(db.trails.get(id)!.status).toBe('deleted');
      expect(rowOf(id)).toHaveTextContent(inactive);
    }
  });
});
