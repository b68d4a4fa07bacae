/**
 * A column index of the users table, newest first, so that filtering 100,000 users is a
 * sequential scan of typed arrays. It is rebuilt when db.version or the row count changes;
 * after editing a user in place call `reindexUser(db, id)` (O(1)) or `touch(db)`.
 */
import type { Role, UserStatus } from '../../src/api/users/schemas';
import { update } from './changes';
import type { Db, UserRecord } from './types';

export const STATUS_CODES: Record<UserStatus, number> = {
  active: 0,
  inactive: 1,
  pending: 2,
  deleted: 3,
};
export const STATUS_BY_CODE: readonly UserStatus[] = ['active', 'inactive', 'pending', 'deleted'];
export const ROLE_CODES: Record<Role, number> = { admin: 0, hiker: 1 };

export interface UserIndex {
  version: number;
  size: number;
  recs: UserRecord[];
  createdMs: Float64Array;
  /** -Infinity without premium. */
  premiumMs: Float64Array;
  status: Uint8Array;
  role: Uint8Array;
  /** 1 when the email contains "guest". */
  guest: Uint8Array;
  /** name and username, lower-cased, joined by a newline. */
  nameLower: string[];
  emailLower: string[];
  /** Phone number without spaces ('' when none). */
  phone: string[];
  rowOf: Map<number, number>;
}

const indexes = new WeakMap<Map<number, UserRecord>, UserIndex>();

function fillRow(ix: UserIndex, row: number, u: UserRecord): void {
  ix.recs[row] = u;
  ix.createdMs[row] = Date.parse(u.createdAt);
  ix.premiumMs[row] = u.premiumExpiresAt ? Date.parse(u.premiumExpiresAt) : -Infinity;
  ix.status[row] = STATUS_CODES[u.status];
  ix.role[row] = ROLE_CODES[u.role];
  const email = u.email.toLowerCase();
  ix.guest[row] = email.includes('guest') ? 1 : 0;
  ix.nameLower[row] = `${u.name}\n${u.username}`.toLowerCase();
  ix.emailLower[row] = email;
  ix.phone[row] = u.phoneNumber ? u.phoneNumber.replace(/\s+/g, '') : '';
}

function build(db: Db): UserIndex {
  const sorted = [...db.users.values()]
    .map((u) => ({ u, t: Date.parse(u.createdAt) }))
    .sort((a, b) => b.t - a.t || b.u.id - a.u.id);
  const n = sorted.length;
  const ix: UserIndex = {
    version: db.version,
    size: db.users.size,
    recs: new Array<UserRecord>(n),
    createdMs: new Float64Array(n),
    premiumMs: new Float64Array(n),
    status: new Uint8Array(n),
    role: new Uint8Array(n),
    guest: new Uint8Array(n),
    nameLower: new Array<string>(n),
    emailLower: new Array<string>(n),
    phone: new Array<string>(n),
    rowOf: new Map(),
  };
  sorted.forEach(({ u }, row) => {
    fillRow(ix, row, u);
    ix.rowOf.set(u.id, row);
  });
  return ix;
}

export function userIndex(db: Db): UserIndex {
  const hit = indexes.get(db.users);
  if (hit && hit.version === db.version && hit.size === db.users.size) return hit;
  const ix = build(db);
  indexes.set(db.users, ix);
  return ix;
}

/**
 * Re-reads one user's row after an in-place edit (status, role, premium, name, email,
 * phone). A changed createdAt, an insert or a delete needs touch(db) instead (sizes are
 * checked, so inserts and deletes are seen anyway).
 */
export function reindexUser(db: Db, id: number): void {
  const ix = indexes.get(db.users);
  if (!ix || ix.version !== db.version || ix.size !== db.users.size) return;
  const row = ix.rowOf.get(id);
  const user = db.users.get(id);
  if (row === undefined || !user) return;
  const created = Date.parse(user.createdAt);
  if (created !== ix.createdMs[row]) {
    db.version++;
    return;
  }
  fillRow(ix, row, user);
}

/** Applies a patch to a user row in place and keeps the index in step. */
export function updateUser(
  db: Db,
  id: number,
  patch: Partial<Omit<UserRecord, 'id'>>,
): UserRecord | null {
  const user = update(db.users, id, patch);
  if (user) reindexUser(db, id);
  return user;
}
