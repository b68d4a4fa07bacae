/**
 * Runs before every test file, in every project (vite.config.ts): the fake backend (msw) and a
 * fresh database, stores and held writes for each test, which fails if it writes an error or a
 * warning to the console. The jsdom files' part (Testing Library, Mantine, the catalogues,
 * browser APIs) is tests/setup-dom.ts, loaded only where there is a window.
 */
import { format } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { resetHeldWrites } from '@/api/common/held-writes';
import { resetOutbox } from '@/api/common/outbox';
import { unreadableRows } from '@/api/common/unreadable-rows';
// Stores are imported eagerly so that a lazily loaded screen never brings a fresh copy
// mid-test (docs/testing.md) and every store is reset between tests.
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
 * Quiet (docs/testing.md): a passing test prints no error and no warning. What the panel,
 * React or a library writes with console.error or console.warn during a test is still printed,
 * and fails the test. A test that expects it spies on that method itself and replaces what it
 * does (`vi.spyOn` answers this spy; `mockImplementation` takes its place until the test ends),
 * then asserts what was written (a route's failure: `routeFailureConsole()`, tests/support). A
 * file whose own afterEach restores every mock ends the watch there, before this afterEach.
 */
const written: string[] = [];
const watching: Array<{ mockRestore: () => void }> = [];
function watchConsole(): void {
  written.length = 0;
  for (const method of ['error', 'warn'] as const) {
    const write = console[method].bind(console);
    const spy = vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      written.push(`console.${method}: ${format(...args)}`);
      write(...args);
    });
    watching.push(spy);
  }
}
/**
 * What the test wrote; the console is the real one again, so that what is written after the
 * test (a late timer, a tab closing) is printed, not pinned on the next test.
 */
function stopWatchingConsole(): string[] {
  for (const spy of watching.splice(0)) spy.mockRestore();
  return written.splice(0);
}

beforeEach(() => {
  watchConsole();
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
  unreadableRows.reset();
  // jsdom has no IndexedDB: a file that installs one (fake-indexeddb) does so for its own tests,
  // in its beforeEach. Without this, one file's outbox would be read by the next file's
  // sign-in (the files share a worker).
  Reflect.deleteProperty(globalThis, 'indexedDB');
  resetOutbox();
});

afterEach(() => {
  let output: string[];
  try {
    dom?.cleanupDom();
    resetHeldWrites(); // a write a test left held is not sent into the next test
    server.resetHandlers();
    vi.useRealTimers();
    dom?.expectEveryMessageShown();
  } finally {
    output = stopWatchingConsole();
  }
  expect(output, 'written with console.error or console.warn').toEqual([]);
});

afterAll(() => server.close());
