/** Seeds users: demo accounts, admins, hikers, guests, premium (current and expired). */
import type { UserStatus } from '../../src/api/users/schemas';
import { DEMO_ADMIN, DEMO_HIKER } from '../demo-accounts';
import type { UserRecord } from '../db/types';
import type { Rng } from './random';
import { FIRST_NAMES, LAST_NAMES } from './words';

const DAY = 86_400_000;
const SPAN = 3 * 365 * DAY;
const AVATAR_POOL = 60;

function slug(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

function phone(rng: Rng): string {
  const prefix = rng.pick(['+962 7', '+961 3', '+968 9', '+212 6', '+90 5', '+995 5']);
  return `${prefix}${rng.int(0, 9)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`;
}

function status(rng: Rng): UserStatus {
  const r = rng.next();
  return r < 0.75 ? 'active' : r < 0.85 ? 'inactive' : r < 0.93 ? 'pending' : 'deleted';
}

export function seedUsers(
  rng: Rng,
  o: { count: number; now: number; photos: Set<string> },
): Map<number, UserRecord> {
  const users = new Map<number, UserRecord>();
  for (let id = 1; id <= o.count; id++) {
    const createdMs = o.now - rng.float(0, SPAN);
    const isGuest = id > 5 && rng.chance(0.15);
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const premiumRoll = rng.next();
    let premiumActivatedAt: string | null = null;
    let premiumExpiresAt: string | null = null;
    if (!isGuest && premiumRoll < 0.25) {
      // 15% hold premium until well after the seed date; 10% let it lapse before it.
      const expires =
        premiumRoll < 0.15 ? o.now + rng.float(60, 720) * DAY : o.now - rng.float(1, 300) * DAY;
      const activated = Math.max(createdMs, expires - 365 * DAY);
      premiumActivatedAt = new Date(activated).toISOString();
      premiumExpiresAt = new Date(expires).toISOString();
    }
    const hikeCount = isGuest ? rng.int(0, 5) : rng.int(0, 120);
    let photo: string | null = null;
    if (!isGuest && rng.chance(0.4)) {
      photo = o.count > 1000 ? `avatar-${rng.int(1, AVATAR_POOL)}.png` : `avatar-${id}.png`;
      o.photos.add(photo);
    }
    const user: UserRecord = isGuest
      ? {
          id,
          name: `Guest ${id}`,
          username: `guest${id}`,
          email: `guest-${id}@cairn.test`,
          phoneNumber: null,
          photo: null,
          status: status(rng),
          role: 'hiker',
          premiumActivatedAt,
          premiumExpiresAt,
          emergencyContactName: null,
          emergencyContactNumber: null,
          hikeCount,
          savedTrails: rng.int(0, 3),
          totalHikeDistance: Math.round(hikeCount * rng.float(3, 12) * 10) / 10,
          createdAt: new Date(createdMs).toISOString(),
          firstName: null,
          lastName: null,
          password: null,
        }
      : {
          id,
          name: `${first} ${last}`,
          username: `${slug(first)}_${slug(last)}${id}`,
          email: `${slug(first)}.${slug(last)}${id}@example.com`,
          phoneNumber: rng.chance(0.85) ? phone(rng) : null,
          photo,
          status: status(rng),
          role: rng.chance(0.02) ? 'admin' : 'hiker',
          premiumActivatedAt,
          premiumExpiresAt,
          emergencyContactName: rng.chance(0.6) ? `${rng.pick(FIRST_NAMES)} ${last}` : null,
          emergencyContactNumber: null,
          hikeCount,
          savedTrails: rng.int(0, 40),
          totalHikeDistance: Math.round(hikeCount * rng.float(3, 12) * 10) / 10,
          createdAt: new Date(createdMs).toISOString(),
          firstName: first,
          lastName: last,
          password: null,
        };
    if (user.emergencyContactName) user.emergencyContactNumber = phone(rng);
    users.set(id, user);
  }
  applyFixedAccounts(users);
  return users;
}

/** The demo sign-ins and two more admins, at fixed ids so tests can rely on them. */
function applyFixedAccounts(users: Map<number, UserRecord>): void {
  const fixed: Array<[number, Partial<UserRecord>]> = [
    [1, { name: 'Demo Admin', firstName: 'Demo', lastName: 'Admin', username: 'demo_admin', email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, role: 'admin', status: 'active' }],
    [2, { name: 'Demo Hiker', firstName: 'Demo', lastName: 'Hiker', username: 'demo_hiker', email: DEMO_HIKER.email, password: DEMO_HIKER.password, role: 'hiker', status: 'active' }],
    [3, { role: 'admin', status: 'active' }],
    [4, { role: 'admin', status: 'inactive' }],
  ];
  for (const [id, patch] of fixed) {
    const user = users.get(id);
    if (user) Object.assign(user, patch);
  }
}
