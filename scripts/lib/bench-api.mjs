// What the browser benchmarks share (bench:load, bench:interact): building, the fake backend
// over HTTP serving a built panel (`npm run api -- --dist`), and the demo administrator's
// session signed in over HTTP, as the panel stores it.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** Runs a command in the repository; throws when it fails. */
export function run(command, args, env = {}) {
  const res = spawnSync(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (res.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** `npm run api -- --port P --dist out [args]`; resolves with the process once it listens. */
export function startApi(port, out, args = []) {
  const child = spawn(
    process.execPath,
    ['scripts/api.mjs', '--port', String(port), '--dist', out, '--quiet', ...args],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((ready, fail) => {
    let seen = '';
    child.stdout.on('data', (data) => {
      seen += String(data);
      if (seen.includes('Fake backend')) ready(child);
    });
    child.once('exit', (code) => fail(new Error(`npm run api exited with ${code}:\n${seen}`)));
  });
}

/**
 * The stored session of the demo administrator (src/stores/session.ts: `cairn.auth`,
 * `cairn.currentUser`, 24 h), and `extra` entries with the same expiry (`{ v, exp }`).
 */
export async function signIn(base, extra = {}) {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'admin@cairn.test', password: 'Cairn-admin-2026' }),
  });
  if (!response.ok) throw new Error(`sign-in: HTTP ${response.status}`);
  const { user, tokens } = await response.json();
  const exp = Date.now() + 24 * 60 * 60 * 1000;
  const stored = (v) => JSON.stringify({ v, exp });
  return {
    'cairn.auth': stored({ isLoggedIn: true, ...tokens }),
    'cairn.currentUser': stored({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
    }),
    ...Object.fromEntries(Object.entries(extra).map(([key, v]) => [key, stored(v)])),
  };
}
