/** `npm run api` (scripts/api.mjs parses the command line and loads this through Vite). */
import { API_BASE_URL } from '../../src/api/config';
import { resetDb } from '../db/store';
import { DEMO_ADMIN } from '../demo-accounts';
import { handlers } from '../handlers';
import { createApiServer } from './http';

interface CliOptions {
  port: number;
  host: string;
  origin: string;
  seed: 'default' | 'large';
  dist: string | null;
  quiet: boolean;
  /** Origins besides localhost's that may call it from a browser. */
  cors: string[];
}

export async function main([json = '{}']: string[]): Promise<number> {
  const options = JSON.parse(json) as CliOptions;
  resetDb({ scale: options.seed });
  const server = createApiServer({
    handlers,
    dist: options.dist,
    corsOrigins: options.cors,
    log: options.quiet ? undefined : (line) => console.log(line),
  });
  await new Promise<void>((ready, fail) => {
    server.once('error', fail);
    server.listen(options.port, options.host, ready);
  });
  console.log(
    `Fake backend (${options.seed} seed) at ${API_BASE_URL}` +
      (options.dist ? `\nPanel from ${options.dist} at ${options.origin}/` : '') +
      `\nDemo sign-in: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`,
  );
  // Runs until SIGINT or SIGTERM; then stops taking connections and lets open ones finish.
  await new Promise<void>((stopped) => {
    const stop = () => {
      server.close(() => stopped());
      server.closeAllConnections();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return 0;
}
