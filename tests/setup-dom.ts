/**
 * The jsdom files' part of tests/setup.ts: Testing Library, Mantine's toasts, the message
 * catalogues, React's owner stacks, the browser APIs jsdom lacks and a jsdom bug mended
 * (tests/support/style-sheets.ts). tests/setup.ts imports it only when there is a window, so
 * the Node-environment files (`*.node.test.ts`, and the
 * `*.mocked` ones that choose Node) do not load React's DOM, Mantine and Testing Library in
 * their workers' setup (about 3 s of CPU per worker). The module is loaded once per worker;
 * tests/setup.ts runs again for every test file and calls these functions each time.
 */
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure, getConfig } from '@testing-library/react';
import * as React from 'react';
import { expect, vi } from 'vitest';
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
import { installComputedStyle } from './support/computed-style';
import { installLazyElementError } from './support/element-error';
import { fixDetachedStyleSheets } from './support/style-sheets';

const realSetImmediate = globalThis.setImmediate;

/**
 * After each user-event action and each findBy* or waitFor, Testing Library's React wrapper waits
 * for a 0 ms setTimeout (its "drain"), which it passes itself only under Jest's fake timers.
 * Under Vitest's (`holdTimers()`, tests/support) that timer waited for the fake clock's next
 * step with real time (20 ms), with the worker idle, and under fake timers that move only when
 * told it never ended. Once the drain's timer is set (the next turn of the real event loop),
 * this passes what is due on the fake clock: no time passes that real time has not.
 */
function passDrainOnFakeTimers(): void {
  const wrapped = getConfig().asyncWrapper as ((cb: () => Promise<unknown>) => Promise<unknown>) & { drains?: true };
  if (wrapped.drains) return; // once per worker: the configuration outlives a file
  const asyncWrapper = (cb: () => Promise<unknown>) =>
    wrapped(async () => {
      const result = await cb();
      if (vi.isFakeTimers()) realSetImmediate(() => vi.isFakeTimers() && vi.advanceTimersByTime(0));
      return result;
    });
  configure({ asyncWrapper: Object.assign(asyncWrapper, { drains: true as const }) });
}

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

  // findBy*/waitFor wait up to 5 s: CI machines have 2 cores and the suite runs in parallel.
  configure({ asyncUtilTimeout: 5000 });
  // A findBy*/waitFor poll that fails prints the DOM only if its error is reported (the timeout's).
  installLazyElementError();
  passDrainOnFakeTimers();

  // React's development build records an "owner stack" for every element it creates: an
  // `Error()` (a captured call stack) and a console task per JSX call. Nothing in a test reads
  // them (they only enrich React's own warnings in a debugger), and they cost about a quarter of
  // the CPU of rendering the signed-in panel. React itself stops recording them past 10,000 elements in one render; this makes it
  // stop from the first element, by keeping its counter past that limit. Warnings are still
  // printed, with shorter component stacks; `CAIRN_OWNER_STACKS=1 npx vitest ...` keeps them whole.
  if (process.env.CAIRN_OWNER_STACKS !== '1') {
    const internals = (React as unknown as Record<string, Record<string, unknown> | undefined>)
      .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
    if (internals && 'recentlyCreatedOwnerStacks' in internals) {
      Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
        configurable: true,
        get: () => Number.MAX_SAFE_INTEGER,
        set: () => undefined, // React resets it to 0 before each render: ignored
      });
    }
  }

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
  // A <style> removed with its parent leaves document.styleSheets, as in a browser (jsdom 29
  // kept its sheet, and with it the removed page: tests/support/style-sheets.ts).
  fixDetachedStyleSheets(document);
  // jsdom's getComputedStyle, with the properties the suite reads most (display, visibility,
  // pointer-events, what axe and floating-ui read) answered without its full cascade, as jsdom
  // answers them (tests/support/computed-style.ts). CAIRN_JSDOM_STYLES=1 leaves jsdom's own.
  if (process.env.CAIRN_JSDOM_STYLES !== '1') installComputedStyle(window);

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
