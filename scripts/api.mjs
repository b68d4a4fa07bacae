// `npm run api`: the fake backend served over real HTTP, for any HTTP client (curl, the
// contract check, a dev server pointed at it, a production build served with --dist).
// See `npm run api -- --help`.
import { parseArgs } from 'node:util';
import { runTs } from './lib/run-ts.mjs';

const HELP = `Usage: npm run api -- [options]

Serves the fake backend (the same msw handlers as the demo and the tests) over HTTP.

  --port N         port to listen on (default 4010)
  --host H         interface to listen on (default 127.0.0.1: this machine only)
  --cors ORIGIN    also let pages of ORIGIN call it (repeatable, or comma-separated);
                   by default only localhost origins (any port) may
  --origin URL     public origin used in the photo and .kml URLs it answers
                   (default http://localhost:PORT)
  --seed S         default | large (10,000 trails, 100,000 users)
  --dist DIR       also serve a built panel (e.g. dist) on the same origin
  --quiet          no line per request
  -h, --help       this text

Request bodies over 50 MB are refused with 413.
The API is at ORIGIN/api/v1. Demo sign-in: admin@cairn.test / Cairn-admin-2026.
VITE_ACCESS_TOKEN_TTL=20 makes access tokens live 20 seconds.`;

let values;
try {
  ({ values } = parseArgs({
    options: {
      port: { type: 'string', default: '4010' },
      host: { type: 'string', default: '127.0.0.1' },
      origin: { type: 'string' },
      seed: { type: 'string', default: 'default' },
      dist: { type: 'string' },
      quiet: { type: 'boolean', default: false },
      cors: { type: 'string', multiple: true, default: [] },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }));
} catch (error) {
  console.error(`${error.message}\n\n${HELP}`);
  process.exit(2);
}
if (values.help) {
  console.log(HELP);
  process.exit(0);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`--port must be a port number, not ${values.port}`);
  process.exit(2);
}
if (values.seed !== 'default' && values.seed !== 'large') {
  console.error(`--seed must be default or large, not ${values.seed}`);
  process.exit(2);
}
const origin = (values.origin ?? `http://localhost:${port}`).replace(/\/+$/, '');
// The handlers match, and the answers link to, this base; it is read when the modules load.
process.env.VITE_API_BASE_URL = `${origin}/api/v1`;

const cors = values.cors.flatMap((list) => list.split(',')).map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean);
const options = { port, host: values.host, origin, seed: values.seed, dist: values.dist ?? null, quiet: values.quiet, cors };
process.exit(await runTs('mocks/server/cli.ts', [JSON.stringify(options)]));
