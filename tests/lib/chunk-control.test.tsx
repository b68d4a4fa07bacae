/**
 * tests/support/chunks.ts, the seam the tests of lazily loaded code use in the shared worker:
 * a chunk loaded earlier in the worker (here by the test before) does not decide what a test
 * that controls it sees, and the control ends with its test (tests/setup-dom.ts's resetChunks).
 */
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyPart } from '@/lib/lazy-part';
import { translator } from '@/i18n/translator';
import { renderApp } from '../render';
import { holdLoads, routeFailureConsole } from '../support';
import { controlChunk } from '../support/chunks';
import { fullText } from '../text';

const createTag = () => screen.findByRole('button', { name: 'Create Tag' });

describe('controlling a chunk in a shared worker', () => {
  it('a screen loads (its route keeps it once loaded, for the page)', async () => {
    await renderApp('/tags');
    expect(await createTag()).toBeInTheDocument();
  });

  it('a test that makes it fail starts from "not loaded yet", so it does fail', async () => {
    const { logged, warned } = routeFailureConsole();
    const tags = controlChunk('tags', { fail: new TypeError('Failed to fetch dynamically imported module') });
    await renderApp('/tags');
    expect(await screen.findByText(fullText('Loading chunk tags failed'))).toBeInTheDocument();
    expect(tags.loads).toBe(1);
    expect(warned.mock.calls).toEqual([['Warning: Error in route match: /_app/tags/tags']]);
    expect(logged.mock.calls.flat()).toContainEqual(expect.objectContaining({ message: 'Loading chunk tags failed' }));
  });

  it('the next test has neither the control nor the failure', async () => {
    await renderApp('/tags');
    expect(await createTag()).toBeInTheDocument();
  });
});

describe('a load begun in a test that ends before it does', () => {
  const piece = lazyPart('test-late-load', () => Promise.resolve({ here: true }));
  let releaseEarlierLoad: () => void = () => undefined;

  it('is held past the end of its test', () => {
    releaseEarlierLoad = holdLoads(controlChunk('test-late-load'));
    piece.prefetch();
    expect(piece.loaded()).toBeNull();
  });

  it('does not make the chunk loaded for the next test that controls it', async () => {
    const control = controlChunk('test-late-load');
    await act(async () => releaseEarlierLoad());
    expect(piece.loaded()).toBeNull();
    expect(control.loads).toBe(0);
    await act(async () => piece.load());
    expect(piece.loaded()).toEqual({ here: true });
    expect(control.loads).toBe(1);
  });
});

describe("the signed-in app's load begun in a test that ends before it does", () => {
  let releaseEarlierLoad: () => void = () => undefined;
  const splash = () => screen.findByRole('status', { name: translator().t('app.starting') });

  it('is held past the end of its test', async () => {
    const app = controlChunk('signed-in-app', { wrap: () => ({ default: () => <p>the earlier test's app</p> }) });
    releaseEarlierLoad = holdLoads(app);
    await renderApp('/');
    expect(await splash()).toBeInTheDocument();
  });

  it('does not become the app of the next test that controls it', async () => {
    const app = controlChunk('signed-in-app', { wrap: () => ({ default: () => <p>this test's app</p> }) });
    await act(async () => releaseEarlierLoad());
    await renderApp('/');
    expect(await screen.findByText("this test's app")).toBeInTheDocument();
    expect(screen.queryByText("the earlier test's app")).not.toBeInTheDocument();
    expect(app.loads).toBe(1);
  });
});
