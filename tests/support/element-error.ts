/**
 * Testing Library's failed-query error, with its DOM printed only when someone reads it.
 *
 * A `getBy*` that finds nothing throws an error whose message prints the whole container
 * (`prettyDOM`). Inside a `findBy*` or `waitFor`, every poll that fails (every 50 ms and after
 * every DOM change, until the element appears) builds such an error and the next poll throws it
 * away; only the last one is ever read, by the timeout (`onTimeout` in
 * @testing-library/dom's wait-for.js reads its `message` and prints the container once more).
 * Printing the DOM for every poll cost about 5 s of the suite's CPU.
 *
 * Here an error made during a poll (Testing Library sets `_disableExpensiveErrorDiagnostics`
 * while it runs a poll's callback) gets a `message` that prints the DOM on first read, which is
 * the timeout's, at the moment the wait gives up, with the DOM the last poll saw (each change
 * of the DOM runs a poll before the timeout can fire). A query that fails outside a wait builds
 * its message at once, as before. The message text, the error's name
 * (`TestingLibraryElementError`, which waitFor checks to shorten the stack) and the failure a
 * developer sees are Testing Library's own: tests/support/element-error.test.tsx.
 */
import { configure, getConfig } from '@testing-library/react';

type ElementErrorBuilder = (message: string | null, container: Element) => Error;

/** True while Testing Library runs a waitFor/findBy poll (its internal flag, not in its types). */
function insidePoll(): boolean {
  return (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics === true;
}

export function lazyElementError(build: ElementErrorBuilder): ElementErrorBuilder {
  const getElementError: ElementErrorBuilder = (message, container) => {
    if (!insidePoll()) {
      const error = build(message, container);
      // The stack starts at the query, as Testing Library's own does less its builder's frame,
      // so that the failure's code frame is the test's line, not this file's.
      Error.captureStackTrace(error, getElementError);
      return error;
    }
    const error = new Error();
    error.name = 'TestingLibraryElementError';
    let text: string | undefined;
    Object.defineProperty(error, 'message', {
      configurable: true,
      enumerable: false,
      get: () => (text ??= build(message, container).message),
      set: (value: string) => {
        text = value;
      },
    });
    Error.captureStackTrace(error, getElementError);
    return error;
  };
  return getElementError;
}

const LAZY = Symbol('cairn.lazyElementError');

/**
 * Installs the lazy message over the configured builder (Testing Library's by default), once:
 * tests/setup-dom.ts's prepareDom runs again for every test file of a worker, whose Testing Library (and its
 * configuration) outlives them, and a second install would wrap the first.
 */
export function installLazyElementError(): void {
  const current = getConfig().getElementError as ElementErrorBuilder & { [LAZY]?: true };
  if (current[LAZY]) return;
  configure({ getElementError: Object.assign(lazyElementError(current), { [LAZY]: true as const }) });
}
