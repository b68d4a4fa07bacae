import { act, configure, getConfig, prettyDOM, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { expect, onTestFinished, test, vi } from 'vitest';
import { installLazyElementError, lazyElementError } from './element-error';

const dump = (container: Element) => `Ignored nodes: comments, script, style\n${prettyDOM(container)}`;

/** Replaces the configured builder for one test, counting the messages built through `lazyElementError`. */
function countBuilds() {
  const installed = getConfig().getElementError;
  const built = { count: 0 };
  // The builder setup.ts wraps is Testing Library's own; this counts its messages.
  const base = (message: string | null, container: Element) => {
    built.count += 1;
    const error = new Error([message, dump(container)].filter(Boolean).join('\n\n'));
    error.name = 'TestingLibraryElementError';
    return error;
  };
  configure({ getElementError: lazyElementError(base) });
  onTestFinished(() => configure({ getElementError: installed }));
  return built;
}

/** Lets a findBy or waitFor run to its timeout (the setup's 5 s) on fake timers. */
async function runOut<T>(wait: Promise<T>): Promise<unknown> {
  const outcome = wait.then(
    () => new Error('the wait succeeded'),
    (error: unknown) => error,
  );
  await act(() => vi.advanceTimersByTimeAsync(getConfig().asyncUtilTimeout + 100));
  return outcome;
}

test("a findBy that times out reports Testing Library's message, with the DOM the wait last saw (printed twice, as Testing Library does)", async () => {
  vi.useFakeTimers();
  render(
    <div>
      <button type="button">Save</button>
      <p>hello</p>
    </div>,
  );
  const error = (await runOut(screen.findByRole('button', { name: 'Delete' }))) as Error;
  expect(error).toBeInstanceOf(Error);
  expect(error.name).toBe('TestingLibraryElementError');
  expect(error.message).toBe(
    `Unable to find role="button" and name "Delete"\n\n${dump(document.body)}\n\n${dump(document.body)}`,
  );
  expect(error.message).toContain('Save');
  expect(error.message).toContain('hello');
  expect(error.stack).toContain('Unable to find role="button" and name "Delete"');
});

test('a getBy inside waitFor that times out reports its message with the DOM, then the document', async () => {
  vi.useFakeTimers();
  render(<p>hello</p>);
  const error = (await runOut(waitFor(() => screen.getByText('nope')))) as Error;
  expect(error.name).toBe('TestingLibraryElementError');
  expect(error.message).toMatch(/^Unable to find an element with the text: nope\. /);
  expect(error.message).toContain(`\n\n${dump(document.body)}\n\n${dump(document.documentElement)}`);
});

test('a getBy outside a wait throws its message with the DOM at once', () => {
  render(<p>hello</p>);
  let thrown: unknown;
  try {
    screen.getByRole('link');
  } catch (error) {
    thrown = error;
  }
  expect((thrown as Error).name).toBe('TestingLibraryElementError');
  expect((thrown as Error).message).toContain(dump(document.body));
  // The stack's first line is the query's own message, and its frames start at the query.
  expect((thrown as Error).stack).not.toContain('element-error.ts');
});

function Later() {
  const [step, setStep] = useState(0);
  return (
    <div>
      <p>step {step}</p>
      <button type="button" onClick={() => setStep((s) => s + 1)}>
        Next
      </button>
      {step >= 3 && <button type="button">Done</button>}
    </div>
  );
}

test('the polls of a findBy that succeeds print no DOM', async () => {
  const built = countBuilds();
  render(<Later />);
  const found = screen.findByRole('button', { name: 'Done' });
  const next = screen.getByRole('button', { name: 'Next' });
  // Each click changes the DOM, and each change runs a poll that fails until the third.
  for (let i = 0; i < 3; i += 1) await act(async () => next.click());
  expect(await found).toHaveTextContent('Done');
  expect(built.count).toBe(0);
});

test('a findBy that times out prints the DOM for its report only', async () => {
  vi.useFakeTimers();
  const built = countBuilds();
  render(<Later />);
  const error = (await runOut(screen.findByRole('button', { name: 'Done' }))) as Error;
  expect(error.message).toContain('Unable to find role="button" and name "Done"');
  // One message for the last poll's error, one for the timeout's wrapping of it: not one per poll.
  expect(built.count).toBe(2);
});

test('installed once per worker: the setup, run again for each test file, does not wrap its own builder again', () => {
  const installed = getConfig().getElementError;
  installLazyElementError();
  expect(getConfig().getElementError).toBe(installed);
});
