/**
 * The demo sign-ins of the fake backend. Shared by the seed, the dev-server banner, the
 * sign-in screen's demo hint (demo builds only) and the tests, so they cannot drift apart.
 */
export const DEMO_ADMIN = { email: 'admin@cairn.test', password: 'Cairn-admin-2026' } as const;
export const DEMO_HIKER = { email: 'hiker@cairn.test', password: 'Cairn-hiker-2026' } as const;
