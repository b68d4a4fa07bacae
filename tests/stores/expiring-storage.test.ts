import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createExpiringStorage, ENTRY_TTL_MS } from '@/stores/expiring-storage';

const store = createExpiringStorage(() => localStorage);
const schema = z.object({ n: z.number() });

describe('expiring storage', () => {
  afterEach(() => vi.useRealTimers());

  it('reads back what it wrote', () => {
    store.set('k', { n: 1 });
    expect(store.get('k', schema)).toEqual({ n: 1 });
  });

  it('keeps an entry for 24 hours and removes it when read after that', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
    store.set('k', { n: 1 });
    expect(ENTRY_TTL_MS).toBe(24 * 60 * 60 * 1000);
    vi.setSystemTime(new Date('2026-11-22T09:59:59Z'));
    expect(store.get('k', schema)).toEqual({ n: 1 });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    expect(store.get('k', schema)).toBeNull();
    expect(localStorage.getItem('k')).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['a bare value', '"hello"'],
    ['no expiry', JSON.stringify({ v: { n: 1 } })],
    ['the wrong shape', JSON.stringify({ v: { n: 'one' }, exp: Date.now() + 1000 })],
  ])('treats %s as nothing stored and removes it', (_, raw) => {
    localStorage.setItem('k', raw);
    expect(store.get('k', schema)).toBeNull();
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('behaves as empty when storage is unavailable', () => {
    const broken = createExpiringStorage(() => {
      throw new Error('SecurityError');
    });
    expect(() => broken.set('k', { n: 1 })).not.toThrow();
    expect(broken.get('k', schema)).toBeNull();
  });
});
