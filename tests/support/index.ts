/**
 * The helpers every area's tests share. Import them from here rather than writing another
 * copy in a test file: a deferred promise (to hold a request), the requests the fake backend
 * received for a method and path, the user a test drives and its type, the rows of a table
 * named by its accessible name, a field filled by pasting (and the sign-in form), the wait for
 * open dialogs to close, the signed-out session, the fake timers of held writes, and the console
 * of a route's failure.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { matchRequestUrl } from 'msw';
import { expect, onTestFinished, vi, type MockInstance } from 'vitest';
import { API_BASE_URL, apiUrl } from '@/api/config';
import { HOLD_MS } from '@/api/common/held-writes';
import { AUTH_KEY, USER_KEY, useSession } from '@/stores/session';
import { server } from '../../mocks/node';
import { t } from '../text';

/** The user a test drives: what `renderApp` returns as `user` (a `setupUser()`). */
export type User = UserEvent;

/**
 * The user a test drives, for every test: user-event's own, whose pause between two actions
 * (a 0 ms setTimeout) passes on the fake timers when a test has them (`holdTimers()`), as
 * user-event's `advanceTimers` option is for. Without it that pause waited for the fake
 * clock's next step with real time (20 ms), with the worker idle, at every click and key.
 * Only time that is already due passes: the clock never moves further than real time has.
 */
export function setupUser(): User {
  return userEvent.setup({
    advanceTimers: async (ms) => {
      if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(ms);
    },
  });
}

export interface Deferred<T = void> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason?: unknown) => void;
}

/** A promise the test settles when it chooses (to hold a request, or to wait for one to start). */
export function deferred<T = void>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason?: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * Holds a chunk's load: sets `target.hold` (a chunk control of ./chunks.ts, which awaits it
 * before importing the real module) and returns the release that lets it, and every later
 * load, through.
 */
export function holdLoads(target: { hold: Promise<void> | null }): () => void {
  const gate = deferred();
  target.hold = gate.promise;
  return () => {
    target.hold = null;
    gate.resolve();
  };
}

export interface CapturedRequest {
  method: string;
  /** The path below the API root, e.g. `/trails/5` (without the query). */
  path: string;
  /** The query string's parameters. */
  search: URLSearchParams;
  /** The request's Content-Type header ('' when it has none). */
  contentType: string;
  /** The JSON body, when the request sent JSON; otherwise null. */
  body: unknown;
}

/**
 * Records every request the fake backend receives for `method` (or `*` for any) and `path`
 * (an msw path below the API root, such as `/trails/:id`, or `*` for any), in the order they
 * start. The request still reaches its handler. Recording stops when the test finishes.
 * Each record is pushed once its JSON body is read: wait for it with `waitFor`.
 */
export function captureRequests(method: string, path: string): CapturedRequest[] {
  const seen: CapturedRequest[] = [];
  const root = new URL(API_BASE_URL).pathname;
  let queue = Promise.resolve();
  const listener = ({ request }: { request: Request }) => {
    if (method !== '*' && request.method !== method.toUpperCase()) return;
    const url = new URL(request.url);
    if (path !== '*' && !matchRequestUrl(url, apiUrl(path)).matches) return;
    const contentType = request.headers.get('Content-Type') ?? '';
    const isJson = contentType.includes('json');
    const body = isJson ? request.clone().json().catch(() => null) : Promise.resolve(null);
    const record = { method: request.method, path: url.pathname.slice(root.length), search: url.searchParams, contentType };
    // Pushed in start order, each when its body is read.
    queue = queue.then(async () => {
      seen.push({ ...record, body: (await body) as unknown });
    });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return seen;
}

/** The data rows (header rows left out) of the table named `name`, or of a table element. */
export function rowsOf(table: string | HTMLElement): HTMLElement[] {
  const element = typeof table === 'string' ? screen.getByRole('table', { name: table }) : table;
  return within(element)
    .queryAllByRole('row')
    .filter((row) => row.closest('thead') === null);
}

/**
 * Held writes (src/api/common/held-writes.ts) wait HOLD_MS before they are sent. `holdTimers()` fakes
 * setTimeout from now on (time still flows, so the panel, msw and userEvent go on as usual);
 * `passHoldTime()` then jumps over the hold, and the held requests go out.
 */
export function holdTimers(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
}

export async function passHoldTime(): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(HOLD_MS);
  });
}

/**
 * An element's Mantine classes (ours, from CSS modules, aside), data-* attributes and CSS
 * variables, as a comparable record: to compare a plain element drawn as a Mantine component
 * with the component's own (Mantine's stylesheets select on exactly these).
 */
export function lookOf(element: Element) {
  const classes = [...element.classList].filter((c) => c.startsWith('m_') || c.startsWith('mantine-')).sort();
  const data = [...element.attributes].filter((a) => a.name.startsWith('data-') && a.name !== 'data-pinned');
  const style = (element as HTMLElement).style;
  const variables = [...style].filter((name) => name.startsWith('--')).map((name) => [name, style.getPropertyValue(name)]);
  return { class: classes.join(' '), ...Object.fromEntries(data.map((a) => [a.name, a.value])), ...Object.fromEntries(variables) };
}

/**
 * Enters `text` into a field as a paste: a click on it, then the whole text at once. For a
 * test whose point is not the keystrokes (each keystroke draws the field's form or dialog
 * again); user-event cuts a paste at `maxlength`, as a browser does. A test about typing
 * (validation as one types, keys) types.
 */
export async function pasteInto(user: User, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

/** Fills the sign-in form's two fields by pasting (the sign-in screen's validation tests type). */
export async function fillSignIn(user: User, email: string, password: string): Promise<void> {
  await pasteInto(user, screen.getByLabelText(t('signIn.email')), email);
  await pasteInto(user, screen.getByLabelText(t('signIn.password')), password);
}

/** Signed out: no flag, no tokens and no user, in the session store and in localStorage. */
export function expectSignedOut(): void {
  expect(useSession.getState()).toMatchObject({
    isLoggedIn: false,
    currentUser: null,
    accessToken: null,
    refreshToken: null,
  });
  expect(localStorage.getItem(AUTH_KEY)).toBeNull();
  expect(localStorage.getItem(USER_KEY)).toBeNull();
}

/** Waits until no dialog is open (one just closed is gone from the page). */
export async function dialogsClosed(): Promise<void> {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/**
 * A route's failure is written to the console, as in a browser: the router warns of the route
 * that failed, and React logs the error its boundary caught. Both are kept from the output
 * (tests/setup.ts fails a test that writes either) for the test to assert.
 */
export function routeFailureConsole() {
  return {
    logged: vi.spyOn(console, 'error').mockImplementation(() => undefined),
    warned: vi.spyOn(console, 'warn').mockImplementation(() => undefined),
  };
}

/**
 * The browser's network as the panel sees it (`navigator.onLine` and the window's
 * online/offline events): `setOnline(false)` is the browser going offline. Back online when
 * the test ends.
 */
let onLine: MockInstance<() => boolean> | null = null;
export function setOnline(online: boolean): void {
  if (!onLine) {
    onLine = vi.spyOn(navigator, 'onLine', 'get');
    onTestFinished(() => {
      onLine?.mockRestore();
      onLine = null;
    });
  }
  onLine.mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}
