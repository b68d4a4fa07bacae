/**
 * At the start of a session, what the outbox still holds of the administrator's (held writes
 * a closed tab or an ended session left) is sent; what fails is listed with its reason, a
 * Retry and a Discard, in both languages.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { outbox, resetOutbox, type OutboxEntry } from '@/api/common/outbox';
import { apiUrl } from '@/api/config';
import { db } from '../../mocks/db';
import { server } from '../../mocks/node';
import { findShell, renderApp } from '../render';
import { signInAsAdmin } from '../sign-in';
import { fullText, LANGUAGES, showLanguage, t } from '../text';

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
