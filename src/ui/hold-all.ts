import type { HeldWrite } from '@/api/common/held-writes';

type HeldAll = { ok: true; writes: HeldWrite[] } | { ok: false; errors: unknown[] };

/**
 * Holds every write, or none: when one `hold` fails, the writes already held are reverted, so
 * their rows go back and their resource's refetches no longer wait for them (a held write
 * counts as a write still to come until it is sent or reverted). `errors` has the failures by
 * position, undefined where the hold succeeded.
 */
export async function holdAll(holds: ReadonlyArray<() => Promise<HeldWrite>>): Promise<HeldAll> {
  const settled = await Promise.allSettled(holds.map(async (hold) => hold()));
  const writes = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  if (writes.length === settled.length) return { ok: true, writes };
  for (const write of writes.reverse()) write.revert();
  return { ok: false, errors: settled.map((result) => (result.status === 'rejected' ? (result.reason as unknown) : undefined)) };
}
