import type { QueryClient } from '@tanstack/react-query';
import type { HeldWrite } from '@/api/common/held-writes';
import { holdableWrite, type WriteRequest } from '../common/holdable-write';
import { http } from '../http';
import { trailWrites, type TrailStatusVars } from './cache';
import { trailResponseSchema, type Trail, type TrailStatus } from './schemas';
import { apiPath } from '../path';

/**
 * SPEC.md §4: choosing active calls PUT /trails/activate, choosing deleted calls
 * PUT /trails/deactivate, any other status the generic PUT /trails/{id}/status.
 */
export function trailStatusRequest(id: number, status: TrailStatus): WriteRequest {
  if (status === 'active') return { method: 'PUT', path: '/trails/activate', json: { id } };
  if (status === 'deleted') return { method: 'PUT', path: '/trails/deactivate', json: { id } };
  return { method: 'PUT', path: apiPath`/trails/${id}/status`, json: { status } };
}

export async function changeTrailStatus(id: number, status: TrailStatus): Promise<Trail> {
  const { path, json } = trailStatusRequest(id, status);
  const response = await http.put(path, trailResponseSchema, { json });
  return response.trail;
}

/** The status change held for Undo (src/api/common/held-writes.ts): the row and details change now. */
export function holdTrailStatus(client: QueryClient, vars: TrailStatusVars): Promise<HeldWrite> {
  return holdableWrite(client, trailWrites.status, vars, trailStatusRequest(vars.id, vars.status), {
    schema: trailResponseSchema,
    read: (body) => body.trail,
  });
}
