/**
 * The jsdom files' part of tests/setup.ts: Testing Library, Mantine's toasts, the message
 * catalogues and the browser APIs jsdom lacks. tests/setup.ts imports it only when there is a
 * window (not in the `*.node.test.ts` files), and calls these functions for each test file.
 */
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { expect } from 'vitest';
import arDemo from 'virtual:cairn-messages/ar/demo';
import arPanel from 'virtual:cairn-messages/ar/panel';
import arScreens from 'virtual:cairn-messages/ar/screens';
import arSignIn from 'virtual:cairn-messages/ar/sign-in';
import enDemo from 'virtual:cairn-messages/en/demo';
import enPanel from 'virtual:cairn-messages/en/panel';
import enScreens from 'virtual:cairn-messages/en/screens';
import enSignIn from 'virtual:cairn-messages/en/sign-in';
import { registerMessages } from '@/i18n/catalogues';
import { missingMessages } from '@/i18n/translator';
import { resetChunks } from './support/chunks';

/** Before a file's tests: what every jsdom test file starts from. */
export function prepareDom(): void {
  // Every catalogue is in memory from the start: no test waits for a language to load.
  registerMessages('ar', 'sign-in', arSignIn);
  registerMessages('ar', 'panel', arPanel);
  registerMessages('en', 'sign-in', enSignIn);
  registerMessages('en', 'panel', enPanel);
  registerMessages('ar', 'screens', arScreens);
  registerMessages('en', 'screens', enScreens);
  registerMessages('ar', 'demo', arDemo);
  registerMessages('en', 'demo', enDemo);

  // findBy*/waitFor wait up to 15 s, a hang detector like the test time-out: the first wait of
  // a worker for a screen or a dialog also loads its modules, several seconds when the
  // machine's two cores are shared. A passing wait ends as soon as its element is there.
  configure({ asyncUtilTimeout: 15_000 });

  // Browser APIs Mantine uses that jsdom lacks.
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
  // jsdom lays nothing out: every element measures 0 × 0. A chart (recharts' responsive
  // container) measures its box when it mounts and, seeing 0 × 0, warns that it cannot draw.
  // A browser's observer reports the observed box once on observe(); this stub does so for
  // the chart's container only, with the box the editor gives its chart (180 px high), so
  // the chart draws as in a browser. Other observed elements get no report, as before.
  const LAID_OUT: ReadonlyArray<readonly [selector: string, width: number, height: number]> = [
    ['.recharts-responsive-container', 640, 180],
  ];
  class ResizeObserverStub {
    readonly #callback: ResizeObserverCallback;
    constructor(callback: ResizeObserverCallback) {
      this.#callback = callback;
    }
    observe(target: Element) {
      const box = LAID_OUT.find(([selector]) => target.matches(selector));
      if (!box) return;
      const [, width, height] = box;
      const contentRect = DOMRectReadOnly.fromRect({ width, height });
      const size = [{ inlineSize: width, blockSize: height }];
      const entry = { target, contentRect, borderBoxSize: size, contentBoxSize: size, devicePixelContentBoxSize: size };
      this.#callback([entry as ResizeObserverEntry], this as unknown as ResizeObserver);
    }
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserverStub;
  Element.prototype.scrollIntoView = () => undefined;
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  // jsdom has no canvas: its getContext() prints "Not implemented" and returns undefined. axe's
  // color-contrast check asks for one over some controls (the tables' selection checkboxes); a
  // browser without a 2D context answers null, which axe handles, so this says the same quietly.
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
}

/** Before each test. */
export function resetDom(): void {
  // Object URLs: the jsdom environment's URL inherits Node's createObjectURL, which takes
  // Node's Blob only; whether the File a test makes is one depends on which files ran before
  // in the same worker (a node-environment file changes it). Every test starts with the same
  // stub instead; tests that look at object URLs install their own.
  let objectUrls = 0;
  URL.createObjectURL = () => `blob:test/${(objectUrls += 1)}`;
  URL.revokeObjectURL = () => undefined;
}

/** After each test, first: the rendered panel unmounted, chunks and toasts reset. */
export function cleanupDom(): void {
  cleanup();
  resetChunks(); // chunks a test intercepted: no control left, none kept loaded
  notifications.clean(); // Mantine's toast store outlives a test
}

/**
 * After each test, once the panel is unmounted: a text the panel could not show in its
 * language (a key missing, a value not given) fails the test that rendered it.
 */
export function expectEveryMessageShown(): void {
  const missing = [...missingMessages];
  missingMessages.clear();
  expect(missing, 'messages that could not be shown').toEqual([]);
}
