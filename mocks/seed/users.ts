/** Seeds users: demo accounts, admins, hikers, guests, premium (current and lapsed). */
import type { UserStatus } from '../../src/api/users/schemas';
import { DEMO_ADMIN, DEMO_HIKER } from '../demo-accounts';
import type { UserRecord } from '../db/types';
import type { Rng } from './random';
import { DAY, sortedTimes, startOfLocalDay } from './time';
import { FIRST_NAMES, LAST_NAMES } from './words';

const AVATAR_POOL = 60;
/** The newest users joined today, between local midnight and the seed's "now". */
export const JOINED_TODAY = 3;

const slugs = new Map<string, string>();
/** Names come from short lists: each slug is computed once. */
function slug(s: string): string {
  let out = slugs.get(s);
  if (out === undefined) {
    out = s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '');
    slugs.set(s, out);
  }
  return out;
}

const PHONE_PREFIXES = ['+962 7', '+961 3', '+968 9', '+212 6', '+90 5', '+995 5'] as const;

function phone(rng: Rng): string {
  return `${rng.pick(PHONE_PREFIXES)}${rng.int(0, 9)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`;
}

function status(rng: Rng): UserStatus {
  const r = rng.next();
  return r < 0.75 ? 'active' : r < 0.85 ? 'inactive' : r < 0.93 ? 'pending' : 'deleted';
}

/**
 * Premium of a registered user: activated after they joined, for 30 days to a year. About
 * 15% hold it past "now", 10% let it lapse before (when they joined long enough ago).
 */
function premium(rng: Rng, createdMs: number, now: number): [string, string] | null {
  const roll = rng.next();
  if (roll >= 0.25) return null;
  const length = rng.float(30, 365) * DAY;
  const lapsed = roll >= 0.15 && now - createdMs > length + DAY;
  const activated = lapsed
    ? rng.float(createdMs, now - length - DAY)
    : rng.float(Math.max(createdMs, now - length + DAY), now);
  return [new Date(activated).toISOString(), new Date(activated + length).toISOString()];
}

/** The most hikes a week a seeded hiker keeps up, and a guest (who has no account to log them). */
export const MAX_HIKES_A_WEEK = 0.8;
const GUEST_HIKES_A_WEEK = 0.1;
const GUEST_MAX_HIKES = 5;

/**
 * Hikes logged since joining: a pace of their own (up to MAX_HIKES_A_WEEK) over the weeks
 * since they joined, the first often in their first days (half a week's head start), so
 * activity grows with membership time and who joined today has logged one hike at most. One
 * draw, as the flat count it replaces, so the rest of the stream is unchanged.
 */
function hikesSinceJoining(rng: Rng, isGuest: boolean, memberForMs: number): number {
  const weeks = Math.max(0, memberForMs) / (7 * DAY);
  const pace = rng.float(0, isGuest ? GUEST_HIKES_A_WEEK : MAX_HIKES_A_WEEK);
  const hikes = Math.round(pace * (weeks + 0.5));
  return isGuest ? Math.min(GUEST_MAX_HIKES, hikes) : hikes;
}

/** Roles do not draw from the users' stream, so reviews can pick authors before users exist. */
export function seedRole(id: number): 'admin' | 'hiker' {
  if (id === 1 || id === 3 || id === 4) return 'admin';
  if (id <= 5) return 'hiker';
  // About 2% administrators, spread deterministically.
  return Math.imul(id, 0x9e3779b1) >>> 0 < 0x051eb852 ? 'admin' : 'hiker';
}

export interface UserSeeder {
  users: Map<number, UserRecord>;
  /** Each user's createdAt in ms, by id − 1 (ids follow sign-up order). */
  created: Float64Array;
  /** Seeds the next `max` users (or all) into `into` (default: `users`); true when all exist. */
  step(max?: number, into?: Map<number, UserRecord>): boolean;
}

/**
 * Users, seeded in steps (the browser seeds the large seed's 100,000 in the background).
 * Sign-up times are drawn first, so ids follow sign-up order and reviews can be dated
 * before the users themselves are seeded; the demo accounts come in the first step.
 */
export function userSeeder(rng: Rng, o: { count: number; now: number; photos: Set<string> }): UserSeeder {
  const users = new Map<number, UserRecord>();
  // Sign-ups grow over time; the last few joined today, whatever the hour.
  const created = sortedTimes(rng, o.count, o.now, 1.6);
  const midnight = startOfLocalDay(o.now);
  for (let k = 0; k < JOINED_TODAY && k < o.count; k++) {
    const i = o.count - 1 - k;
    created[i] = Math.max(created[i] as number, o.now - (o.now - midnight) * ((k + 0.5) / (JOINED_TODAY + 1)));
  }
  created.sort();
  const names = new Map<string, string>();
  const fullName = (first: string, last: string) => {
    const key = `${first}\u0000${last}`;
    let name = names.get(key);
    if (name === undefined) {
      name = `${first} ${last}`;
      names.set(key, name);
    }
    return name;
  };
  let next = 1;

  function seedOne(id: number): UserRecord {
    const createdMs = created[id - 1] as number;
    const createdAt = new Date(createdMs).toISOString();
    const isGuest = id > 5 && rng.chance(0.15);
    const hikeCount = hikesSinceJoining(rng, isGuest, o.now - createdMs);
    const totalHikeDistance = Math.round(hikeCount * rng.float(3, 12) * 10) / 10;
    if (isGuest) {
      return {
        id,
        name: `Guest ${id}`,
        username: `guest${id}`,
        email: `guest-${id}@cairn.test`,
        phoneNumber: null,
        photo: null,
        status: status(rng),
        role: 'hiker',
        premiumActivatedAt: null,
        premiumExpiresAt: null,
        emergencyContactName: null,
        emergencyContactNumber: null,
        hikeCount,
        savedTrails: rng.int(0, 3),
        totalHikeDistance,
        createdAt,
        firstName: null,
        lastName: null,
        password: null,
      };
    }
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const plan = premium(rng, createdMs, o.now);
    let photo: string | null = null;
    if (rng.chance(0.4)) {
      photo = o.count > 1000 ? `avatar-${rng.int(1, AVATAR_POOL)}.png` : `avatar-${id}.png`;
      o.photos.add(photo);
    }
    const emergencyContactName = rng.chance(0.6) ? fullName(rng.pick(FIRST_NAMES), last) : null;
    const user: UserRecord = {
      id,
      name: fullName(first, last),
      username: `${slug(first)}_${slug(last)}${id}`,
      email: `${slug(first)}.${slug(last)}${id}@example.com`,
      phoneNumber: rng.chance(0.85) ? phone(rng) : null,
      photo,
      status: status(rng),
      role: seedRole(id),
      premiumActivatedAt: plan?.[0] ?? null,
      premiumExpiresAt: plan?.[1] ?? null,
      emergencyContactName,
      emergencyContactNumber: emergencyContactName ? phone(rng) : null,
      hikeCount,
      savedTrails: rng.int(0, 40),
      totalHikeDistance,
      createdAt,
      firstName: first,
      lastName: last,
      password: null,
    };
    const fixed = FIXED_ACCOUNTS.get(id);
    if (fixed) Object.assign(user, fixed);
    return user;
  }

  return {
    users,
    created,
    step(max = Infinity, into = users) {
      const end = Math.min(o.count, next + max - 1);
      for (; next <= end; next++) into.set(next, seedOne(next));
      return next > o.count;
    },
  };
}

/** Every user at once. */
export function seedUsers(rng: Rng, o: { count: number; now: number; photos: Set<string> }): Map<number, UserRecord> {
  const seeder = userSeeder(rng, o);
  seeder.step();
  return seeder.users;
}

/** The demo sign-ins and two more admins, at fixed ids so tests can rely on them. */
const FIXED_ACCOUNTS = new Map<number, Partial<UserRecord>>([
  [1, { name: 'Demo Admin', firstName: 'Demo', lastName: 'Admin', username: 'demo_admin', email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, status: 'active' }],
  [2, { name: 'Demo Hiker', firstName: 'Demo', lastName: 'Hiker', username: 'demo_hiker', email: DEMO_HIKER.email, password: DEMO_HIKER.password, status: 'active' }],
  [3, { status: 'active' }],
  [4, { status: 'inactive' }],
]);
