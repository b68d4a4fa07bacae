// @vitest-environment node
/**
 * The fake backend as the browser runs it: one IndexedDB (fake-indexeddb) shared by several
 * tabs. Each "tab" is a fresh copy of the backend's modules (its own in-memory database and
 * handlers, as each browser tab has), booted from the shared IndexedDB; a "reload" is a new
 * tab. Tabs share a Web Locks stand-in and BroadcastChannel, as tabs of one origin do.
 * (A *.mocked test: it loads module copies, so it runs isolated.)
 */
// idb checks values against the IndexedDB classes (IDBRequest...), so they must be global;
// each test still gets its own empty database (a new IDBFactory).
import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { getResponse, type RequestHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginResponseSchema, tokensSchema } from '@/api/auth/schemas';
import { tagsResponseSchema } from '@/api/tags/schemas';
import { trailResponseSchema } from '@/api/trails/schemas';
import { apiUrl } from '@/api/config';
import type { Db } from '../../mocks/db/types';
import type { IdbStorage } from '../../mocks/persist/idb-storage';
import type { PersistenceStatus } from '../../mocks/persist/status';
import { DEMO_ADMIN } from '../../mocks/demo-accounts';
import { kmlFile, newTrailForm, PNG_BYTES, pngFile } from '../trail-editor/files';

const DAY = 86_400_000;

/** Web Locks as tabs see them: one holder per name, the others queue. */
class TestLocks {
  private tails = new Map<string, Promise<unknown>>();
  request(name: string, callback: () => Promise<unknown>): Promise<unknown> {
    const run = (this.tails.get(name) ?? Promise.resolve()).then(() => callback());
    this.tails.set(name, run.catch(() => undefined));
    return run;
  }
}

interface Tab {
  db: Db;
  storage: IdbStorage | null;
  status: () => PersistenceStatus;
  reset: () => Promise<void>;
  onResetElsewhere: (listener: () => void) => void;
  call: (path: string, init?: RequestInit & { json?: unknown; token?: string; key?: string }) => Promise<Response>;
}

let factory: IDBFactory;
let locks: TestLocks;
const opened: Tab[] = [];

async function openTab(
  options: {
    reset?: boolean;
    now?: () => number;
    indexedDB?: IDBFactory;
    scale?: 'default' | 'large';
    complete?: boolean;
    onOutdated?: () => void;
  } = {},
): Promise<Tab> {
  vi.resetModules();
  const { startIdbStorage } = await import('../../mocks/persist/idb-storage');
  const { handlers } = (await import('../../mocks/handlers')) as { handlers: RequestHandler[] };
  const { db } = await import('../../mocks/db/store');
  const status = await import('../../mocks/persist/status');
  const boot = await import('../../mocks/persist/boot');
  const storage = await startIdbStorage({
    scale: options.scale ?? 'default',
    reset: options.reset,
    indexedDB: options.indexedDB ?? factory,
    IDBKeyRange,
    locks: locks as unknown as LockManager,
    now: options.now,
    onOutdated: options.onOutdated ?? (() => undefined),
  });
  // Booting seeds the users in the background; most tests want the whole database.
  if (options.complete !== false) await storage?.whenComplete();
  const tab: Tab = {
    db,
    storage,
    status: status.persistenceStatus,
    reset: async () => {
      if (storage) await storage.reset();
      else await boot.resetDemoData();
    },
    onResetElsewhere: (listener) => void status.onResetElsewhere(listener),
    call: async (path, init = {}) => {
      const { json, token, key, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (token) headers.set('Authorization', `Bearer ${token}`);
      if (key) headers.set('Idempotency-Key', key);
      if (json !== undefined) headers.set('Content-Type', 'application/json');
      const request = new Request(apiUrl(path), {
        ...rest,
        headers,
        ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
      });
      const response = await getResponse(handlers, request);
      if (!response) throw new Error(`no handler for ${path}`);
      return response;
    },
  };
  opened.push(tab);
  return tab;
}

async function signIn(tab: Tab) {
  const res = await tab.call('/auth/login', {
    method: 'POST',
    json: { identifier: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  expect(res.status).toBe(200);
  return loginResponseSchema.parse(await res.json()).tokens;
}

async function tagNames(tab: Tab, token: string): Promise<string[]> {
  const res = await tab.call('/trails/tags', { token });
  return tagsResponseSchema.parse(await res.json()).tags.map((t) => t.name);
}

/** Every saved row of the shared database. */
async function savedRows(): Promise<Array<{ t: string; k: unknown; op: string; v?: unknown }>> {
  return new Promise((resolve, reject) => {
    const req = factory.open('cairn-fake-backend-default', 1);
    req.onsuccess = () => {
      const all = req.result.transaction('rows').objectStore('rows').getAll();
      all.onsuccess = () => {
        req.result.close();
        resolve(all.result as Array<{ t: string; k: unknown; op: string; v?: unknown }>);
      };
      all.onerror = () => reject(all.error);
    };
    req.onerror = () => reject(req.error);
  });
}

beforeEach(() => {
  factory = new IDBFactory();
  locks = new TestLocks();
});

afterEach(() => {
  for (const tab of opened.splice(0)) tab.storage?.close();
  vi.restoreAllMocks();
});

describe('one backend for all tabs', () => {
  it('a write in one tab is seen by the next request of another', async () => {
    const a = await openTab();
    const b = await openTab();
    const { accessToken } = await signIn(a);
    // The session made in tab A is known to tab B.
    expect(await tagNames(b, accessToken)).not.toContain('Shared Tag');
    const res = await a.call('/trails/tags', { method: 'POST', token: accessToken, json: { name: 'Shared Tag' } });
    expect(res.status).toBe(201);
    expect(await tagNames(b, accessToken)).toContain('Shared Tag');
  });

  it('loses no update when two tabs write at once', async () => {
    const a = await openTab();
    const b = await openTab();
    const { accessToken: token } = await signIn(a);
    const [ra, rb, ta, tb] = await Promise.all([
      a.call('/trails/5', { method: 'PUT', token, json: { name: 'Renamed in A' } }),
      b.call('/trails/5', { method: 'PUT', token, json: { description: 'Described in B.' } }),
      a.call('/trails/tags', { method: 'POST', token, json: { name: 'Tag From A' } }),
      b.call('/trails/tags', { method: 'POST', token, json: { name: 'Tag From B' } }),
    ]);
    expect([ra.status, rb.status, ta.status, tb.status]).toEqual([200, 200, 201, 201]);
    const ids = [ta, tb].map(async (r) => ((await r.json()) as { tag: { identifiers: [{ id: number }] } }).tag.identifiers[0].id);
    const [idA, idB] = await Promise.all(ids);
    expect(idA).not.toBe(idB);
    for (const tab of [a, b, await openTab()]) {
      const trail = trailResponseSchema.parse(await (await tab.call('/trails/details/5', { token })).json()).trail;
      expect(trail).toMatchObject({ name: 'Renamed in A', description: 'Described in B.' });
      expect(await tagNames(tab, token)).toEqual(expect.arrayContaining(['Tag From A', 'Tag From B']));
    }
  });

  it('tells the other tabs at once (BroadcastChannel), and a reset reaches them all', async () => {
    const a = await openTab();
    const b = await openTab();
    const { accessToken: token } = await signIn(a);
    await a.call('/trails/tags', { method: 'POST', token, json: { name: 'Before Reset' } });
    const heard = new Promise<void>((resolve) => b.onResetElsewhere(resolve));
    await a.reset();
    await heard;
    expect(await tagNames(b, token)).not.toContain('Before Reset');
    // Sessions survive a reset: the administrator stays signed in, in every tab.
    expect((await b.call('/trails', { token })).status).toBe(200);
  });
});

describe('a server that remembers', () => {
  it('keeps the session across a reload, refresh rotation included', async () => {
    const a = await openTab();
    const first = await signIn(a);
    const reloaded = await openTab();
    expect((await reloaded.call('/trails', { token: first.accessToken })).status).toBe(200);
    const res = await reloaded.call('/auth/refresh-token', { method: 'POST', json: { oldRefreshToken: first.refreshToken } });
    expect(res.status).toBe(200);
    const second = tokensSchema.parse(await res.json());
    // The rotated token is dead in the other tab too.
    expect((await a.call('/auth/refresh-token', { method: 'POST', json: { oldRefreshToken: first.refreshToken } })).status).toBe(401);
    expect((await (await openTab()).call('/trails', { token: second.accessToken })).status).toBe(200);
  });

  it('keeps uploaded photos and .kml files, as Blobs', async () => {
    const a = await openTab();
    const { accessToken: token } = await signIn(a);
    const form = newTrailForm({ name: 'Saved Upload' }, [
      ['trail_path', kmlFile(15, 'saved.kml', 'Saved Upload')],
      ['photos', pngFile()],
    ]);
    const created = await a.call('/trails', { method: 'POST', token, body: form });
    expect(created.status).toBe(201);
    const { trail } = trailResponseSchema.parse(await created.json());
    const kmlText = await (await a.call(`/media/paths/trail-${trail.id}.kml`)).text();

    const rows = await savedRows();
    const file = rows.find((r) => r.t === 'files');
    expect((file?.v as { blob?: unknown } | undefined)?.blob).toBeInstanceOf(Blob);
    expect(rows.find((r) => r.t === 'kml')?.v).toBeInstanceOf(Blob);

    const reloaded = await openTab();
    const photo = await reloaded.call(new URL(trail.photos[0] ?? '').pathname.replace('/api/v1', ''));
    expect(photo.status).toBe(200);
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(PNG_BYTES);
    expect(await (await reloaded.call(`/media/paths/trail-${trail.id}.kml`)).text()).toBe(kmlText);
  });

  it('saves only what changed on top of the seed', async () => {
    const a = await openTab();
    const { accessToken: token } = await signIn(a);
    const before = a.db.trails.get(7);
    await a.call('/trails/deactivate', { method: 'PUT', token, json: { id: 7 } });
    const rows = (await savedRows()).filter((r) => r.t !== 'accessTokens' && r.t !== 'refreshTokens');
    expect(rows).toEqual([expect.objectContaining({ t: 'trails', k: 7, op: 'patch', v: { status: 'deleted' } })]);
    // The seed row's other fields (its dates included) are the seed's, counted from today.
    const reloaded = await openTab();
    expect(reloaded.db.trails.get(7)).toEqual({ ...before, status: 'deleted' });
  });

  it('starts the day with dates counted back from today, keeping the changes', async () => {
    const start = Date.now();
    const a = await openTab({ now: () => start });
    const { accessToken: token } = await signIn(a);
    await a.call('/trails/5', { method: 'PUT', token, json: { name: 'Kept Overnight' } });
    const created = Date.parse(a.db.trails.get(5)?.createdAt ?? '');
    // Read before tomorrow's tab opens: its broadcast may reach this tab, which then catches
    // up at once (so `a.db.anchor` can already be tomorrow's by the time it is compared).
    const today = a.db.anchor;
    const tomorrow = await openTab({ now: () => start + DAY });
    expect(tomorrow.db.anchor).toBeGreaterThanOrEqual(today + DAY - 60_000);
    expect(Date.parse(tomorrow.db.trails.get(5)?.createdAt ?? '') - created).toBe(tomorrow.db.anchor - today);
    expect(tomorrow.db.trails.get(5)?.name).toBe('Kept Overnight');
    // Yesterday's tab follows on its next request.
    await a.call('/trails/tags', { token });
    expect(a.db.anchor).toBe(tomorrow.db.anchor);
  });

  it('?reset-demo starts from the seed again, keeping sessions', async () => {
    const a = await openTab();
    const { accessToken: token } = await signIn(a);
    await a.call('/trails/tags', { method: 'POST', token, json: { name: 'Gone After Reset' } });
    const fresh = await openTab({ reset: true });
    expect(await tagNames(fresh, token)).not.toContain('Gone After Reset');
    expect((await savedRows()).every((r) => r.t === 'accessTokens' || r.t === 'refreshTokens')).toBe(true);
  });
});

describe('booting the large seed', () => {
  it('answers sign-in and the trail screens before the 100,000 users are seeded; users wait', async () => {
    const tab = await openTab({ scale: 'large', complete: false });
    const { accessToken: token } = await signIn(tab);
    const tags = await tab.call('/trails/tags', { token });
    expect(tags.status).toBe(200);
    expect((await tab.call('/trails?page=1&pageSize=12', { token })).status).toBe(200);
    expect(tab.db.users.size).toBeLessThan(100_000);
    const stats = await tab.call('/users/stats/overview?period=all', { token });
    expect(((await stats.json()) as { stats: { totalUsers: number } }).stats.totalUsers).toBe(100_000);
  });
});

describe('when IndexedDB cannot be used', () => {
  it('runs in memory with a notice when it is unavailable', async () => {
    // As in a private window of some browsers: opening throws.
    const refusing = {
      open: () => {
        throw new DOMException('A mutation operation was attempted on a database that did not allow mutations.', 'InvalidStateError');
      },
    } as unknown as IDBFactory;
    // The developer's notice is part of the behaviour: expected here, so not printed.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const tab = await openTab({ indexedDB: refusing });
    expect(tab.storage).toBeNull();
    expect(warn).toHaveBeenCalledWith('IndexedDB is not available: the fake backend keeps data in memory.', expect.any(DOMException));
    expect(tab.status()).toEqual({ mode: 'memory', reason: 'unavailable' });
    const { accessToken: token } = await signIn(tab);
    expect((await tab.call('/trails/tags', { method: 'POST', token, json: { name: 'Memory Only' } })).status).toBe(201);
    expect(await tagNames(tab, token)).toContain('Memory Only');
  });

  it('keeps working in memory with a notice when it is full', async () => {
    const a = await openTab();
    const { accessToken: token } = await signIn(a);
    const { IDBObjectStore } = await import('fake-indexeddb');
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const res = await a.call('/trails/tags', { method: 'POST', token, json: { name: 'Over Quota' } });
    expect(res.status).toBe(201);
    expect(a.status()).toEqual({ mode: 'memory', reason: 'full' });
    expect(warn).toHaveBeenCalledWith('The fake backend cannot save to IndexedDB any more; it keeps data in memory.', expect.any(DOMException));
    expect(await tagNames(a, token)).toContain('Over Quota');
  });

  // A tab put away (each test's afterEach) while a read of other tabs' writes was queued: that
  // read found the database closed and reported IndexedDB broken, into whichever test ran next.
  it('a tab closed with a read of other tabs\' writes queued does nothing more, and says nothing', async () => {
    const tab = await openTab();
    expect(tab.status()).toEqual({ mode: 'indexeddb' });
    const warn = vi.spyOn(console, 'warn');
    const read = tab.storage!.catchUp();
    tab.storage!.close();
    await read;
    expect(warn).not.toHaveBeenCalled();
    expect(tab.status()).toEqual({ mode: 'indexeddb' });
  });
});

describe('a tab whose code is older than the stored data', () => {
  /** What a newer panel's first tab does: a new data shape (revision), the log started again. */
  async function newerShapeStored(): Promise<void> {
    const { SEED_REVISION } = await import('../../mocks/seed');
    await new Promise<void>((resolve, reject) => {
      const req = factory.open('cairn-fake-backend-default', 1);
      req.onsuccess = () => {
        const tx = req.result.transaction(['meta', 'rows'], 'readwrite');
        const meta = tx.objectStore('meta');
        const get = meta.get('state');
        get.onsuccess = () => {
          meta.put({ ...(get.result as object), epoch: 'newer', revision: SEED_REVISION + 1, seq: 0 }, 'state');
          tx.objectStore('rows').clear();
        };
        tx.oncomplete = () => {
          req.result.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error);
      };
      req.onerror = () => reject(req.error);
    });
  }

  it('stops writing into the new log, says so, and reloads', async () => {
    const reloads = vi.fn();
    const old = await openTab({ onOutdated: reloads });
    const { accessToken } = await signIn(old);
    await newerShapeStored();
    const res = await old.call('/trails/tags', { method: 'POST', token: accessToken, json: { name: 'old-shape' } });
    expect(res.status).toBeLessThan(500);
    expect(await savedRows()).toEqual([]);
    expect(reloads).toHaveBeenCalledOnce();
    expect(old.status()).toEqual({ mode: 'memory', reason: 'outdated' });
  });

  it('opened later, it neither clears nor writes the newer log: memory only', async () => {
    const first = await openTab();
    await signIn(first);
    await newerShapeStored();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const old = await openTab();
    await signIn(old);
    expect(old.storage).toBeNull();
    expect(await savedRows()).toEqual([]);
  });
});

