import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetDb } from '../mocks/db';
import { server } from '../mocks/node';
// Stores are imported eagerly so that a lazily loaded screen never brings a fresh copy
// mid-test (STACK.md) and every store is reset between tests.
import { session } from '@/stores/session';
import { siteConfig } from '@/stores/site-config';
import { trailFilters } from '@/stores/trail-filters';

// findBy*/waitFor wait up to 5 s: CI machines have 2 cores and the suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });

// Browser APIs Mantine uses that jsdom lacks. (Skipped in `@vitest-environment node` files.)
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserverStub;
  Element.prototype.scrollIntoView = () => undefined;
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

beforeEach(() => {
  if (typeof window !== 'undefined') {
    // Object URLs: the jsdom environment's URL inherits Node's createObjectURL, which takes
    // Node's Blob only; whether the File a test makes is one depends on which files ran before
    // in the same worker (a node-environment file changes it). Every test starts with the same
    // stub instead; tests that look at object URLs install their own.
    let objectUrls = 0;
    URL.createObjectURL = () => `blob:test/${(objectUrls += 1)}`;
    URL.revokeObjectURL = () => undefined;
  }
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  resetDb();
  session.reset();
  siteConfig.reset();
  trailFilters.reset();
});

afterEach(() => {
  cleanup();
  notifications.clean(); // Mantine's toast store outlives a test
  server.resetHandlers();
  vi.useRealTimers();
});

afterAll(() => server.close());
