import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetDb } from '../mocks/db';
import { server } from '../mocks/node';
// Stores are imported eagerly so that a lazily loaded screen never brings a fresh copy
// mid-test (STACK.md) and every store is reset between tests.
import { formDrafts } from '@/stores/form-drafts';
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
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  resetDb();
  session.reset();
  formDrafts.clear();
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
