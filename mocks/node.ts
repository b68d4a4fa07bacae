/** The fake backend for node tests (no latency), seeded with the default seed on import. */
import { setupServer } from 'msw/node';
import { resetDb } from './db/store';
import { handlers } from './handlers';

resetDb();
export const server = setupServer(...handlers);
