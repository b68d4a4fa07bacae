/**
 * Runs before every test file, in every project (vite.config.ts): the fake backend (msw) and a
 * fresh database, stores and held writes for each test, which fails if it writes an error or a
 * warning to the console. The jsdom files' part (Testing Library, Mantine, the catalogues,
 * browser APIs) is tests/setup-dom.ts, loaded only where there is a window.
 */
import { format } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { resetHeldWrites } from '@/api/common/held-writes';
import { clientTestHooks } from '@/api/http';
// Stores are imported eagerly so that a lazily loaded screen never brings a fresh copy
// mid-test (STACK.md) and every store is reset between tests.
import { formDrafts } from '@/stores/form-drafts';
import { session } from '@/stores/session';
import { siteConfig } from '@/stores/site-config';
import { trailFilters } from '@/stores/trail-filters';
import { server } from '../mocks/node';
import { resetDb } from '../mocks/db';

const dom = typeof window === 'undefined' ? null : await import('./setup-dom');
dom?.prepareDom();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

/**
 * Quiet (README, "Testing"): a passing test prints no error and no warning. What the panel,
 * React or a library writes with console.error or console.warn during a test is still printed,
 * and fails the test; a test that expects it spies on that method itself (its spy takes this
 * one's place until the test ends) and asserts what was written.
 */
const printed: string[] = [];
function failOnConsole(): void {
  for (const method of ['error', 'warn'] as const) {
    const write = console[method].bind(console);
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      printed.push(`console.${method}: ${format(...args)}`);
      write(...args);
    });
  }
}

beforeEach(() => {
  failOnConsole();
  dom?.resetDom();
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  resetDb();
  session.reset();
  formDrafts.clear();
  siteConfig.reset();
  // The panel opens in Arabic (SPEC.md); tests render SPEC.md's English unless they choose
  // Arabic (tests/i18n/*), so that their texts are the specification's own words.
  siteConfig.setLanguage('en', { remember: false });
  trailFilters.reset();
  // The client's retry waits are skipped, not slept through (src/api/http.ts); the tests of
  // those waits keep them (keepClientWaits, tests/support).
  clientTestHooks.skipWaits = true;
});

afterEach(() => {
  dom?.cleanupDom();
  resetHeldWrites(); // a write a test left held is not sent into the next test
  server.resetHandlers();
  vi.useRealTimers();
  dom?.expectEveryMessageShown();
  expect(printed.splice(0), 'written with console.error or console.warn').toEqual([]);
});

afterAll(() => server.close());
