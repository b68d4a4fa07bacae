import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { HeldRequest, HeldWrite } from './held-writes';
import { call, type Method } from '../http';
import { keepEdits } from './cache';
import { countHeldWrite, writeEffects, type WriteEffects } from './effects';

/** A write's request, before it is given its Idempotency-Key. */
export type WriteRequest = Omit<HeldRequest, 'idempotencyKey'>;

/**
 * A declared write (./effects.ts) made holdable (src/api/common/held-writes.ts): its optimistic
 * edits are written now and their undo becomes the held write's revert; when the hold ends
 * the request runs as a mutation of the write's key, so the declared answer and refetch
 * effects run as for any write, and overlapping writes of the resource still refetch once
 * (refetchWhenLast). A request sent alone at keepalive time refetches what it declared, and
 * what other writes of the resource left waiting for it.
 */
export async function holdableWrite<V, R, S extends z.core.$ZodType>(
  client: QueryClient,
  effects: WriteEffects<V, R>,
  vars: V,
  request: WriteRequest,
  answer: { schema: S; read: (body: z.infer<S>) => R },
): Promise<HeldWrite> {
  // Kept written, also into what the server answers meanwhile, until the write is sent and
  // settled or dropped (./cache.ts keepEdits): a refetch never brings the row back as before.
  const kept = await keepEdits(
    client,
    Object.values(effects.optimistic ?? {}).map((edit) => () => edit(client, vars)),
  );
  // Other writes of the resource refetch only once this one is sent or dropped (./effects.ts).
  const release = countHeldWrite(client, effects.key);
  const held: HeldRequest = { ...request, idempotencyKey: crypto.randomUUID() };
  // The rows are already written and the revert is the held write's: no optimistic step, no onError.
  const { onMutate: _onMutate, onError: _onError, ...afterwards } = writeEffects({ ...effects, optimistic: undefined });
  return {
    request: held,
    revert: () => {
      kept.undo();
      release(true);
    },
    send: async (asUser) => {
      const observer = new MutationObserver(client, {
        ...afterwards,
        mutationFn: async () =>
          answer.read(
            await call(held.method.toLowerCase() as Method, held.path, answer.schema, {
              json: held.json,
              idempotencyKey: held.idempotencyKey,
              asUser,
            }),
          ),
      });
      const sent = observer.mutate(vars);
      // Running now: its settling refetches what waited for it.
      release(false);
      await sent;
      kept.end();
    },
    confirmed: () => {
      kept.end();
      // Sent alone, not as a mutation: no settling refetches what waited for it, so this does.
      release(true);
      for (const queryKey of Object.values(effects.refetched ?? {})) void client.invalidateQueries({ queryKey: queryKey(vars, undefined) });
    },
  };
}
