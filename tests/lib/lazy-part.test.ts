import { afterEach, describe, expect, it, vi } from 'vitest';
import * as catalogues from '@/i18n/catalogues';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk } from '@/lib/lazy-part';
import { deferred } from '../support';
import { showLanguage } from '../text';

describe('loadChunk', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('resolves with the module when the import succeeds', async () => {
    await expect(loadChunk('tags', () => Promise.resolve({ x: 1 }))).resolves.toEqual({ x: 1 });
  });

  it('turns a failed import into "Loading chunk {n} failed"', async () => {
    const error = await loadChunk('tags', () => Promise.reject(new TypeError('fetch failed'))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).message).toBe('Loading chunk tags failed');
  });

  it('gives up after 120 seconds, not before', async () => {
    vi.useFakeTimers();
    const outcome = vi.fn();
    loadChunk('users', () => new Promise(() => undefined)).catch(outcome);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(expect.objectContaining({ message: 'Loading chunk users failed' }));
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it("loads the screens' texts in the current language with the code, and resolves only once both are here", async () => {
    showLanguage('en');
    const texts = deferred();
    const load = vi.spyOn(catalogues, 'loadMessages').mockReturnValue(texts.promise);
    const outcome = vi.fn();
    void loadChunk('tags', () => Promise.resolve({ x: 1 })).then(outcome);
    expect(load).toHaveBeenCalledWith('en', ['screens']);
    for (let turn = 0; turn < 5; turn++) await Promise.resolve(); // the code is here: still waiting
    expect(outcome).not.toHaveBeenCalled();
    texts.resolve();
    await vi.waitFor(() => expect(outcome).toHaveBeenCalledWith({ x: 1 }));
  });

  it('turns a failed load of the texts into "Loading chunk {n} failed" too', async () => {
    vi.spyOn(catalogues, 'loadMessages').mockRejectedValue(new TypeError('fetch failed'));
    const error = await loadChunk('tags', () => Promise.resolve({ x: 1 })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).message).toBe('Loading chunk tags failed');
  });

  it('loads the texts it is given instead, or none', async () => {
    showLanguage('ar');
    const load = vi.spyOn(catalogues, 'loadMessages').mockResolvedValue(undefined);
    await loadChunk('signed-in-app', () => Promise.resolve({}), { texts: ['panel'] });
    expect(load).toHaveBeenLastCalledWith('ar', ['panel']);
    load.mockClear();
    await loadChunk('anchored-menu', () => Promise.resolve({}), { texts: [] });
    expect(load).not.toHaveBeenCalled();
  });
});
