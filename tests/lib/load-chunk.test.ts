import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk } from '@/lib/load-chunk';

describe('loadChunk', () => {
  afterEach(() => vi.useRealTimers());

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
});
