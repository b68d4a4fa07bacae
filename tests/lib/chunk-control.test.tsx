/**
 * tests/support/chunks.ts, the seam the tests of lazily loaded code use in the shared worker:
 * a chunk loaded earlier in the worker does not decide what a test that controls it sees, and
 * the control ends with its test (tests/setup-dom.ts's cleanupDom, which calls resetChunks and
 * unmounts the page: each test below calls it where "a test ends").
 */
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyPart } from '@/lib/lazy-part';
import { translator } from '@/i18n/translator';
import { renderApp } from '../render';
import { holdLoads, routeFailureConsole } from '../support';
import { controlChunk } from '../support/chunks';
import { cleanupDom } from '../setup-dom';
import { t } from '../text';

const createTag = () => screen.findByRole('button', { name: 'Create Tag' });

describe('controlling a chunk in a shared worker', () => {
  it('a screen loaded before fails when a test makes it fail, and loads again once the control ends', async () => {
    const { logged, warned } = routeFailureConsole();
    await renderApp('/tags');
    expect(await createTag()).toBeInTheDocument();
    cleanupDom(); // a test ends

    const tags = controlChunk('tags', { fail: new TypeError('Failed to fetch dynamically imported module') });
    await renderApp('/tags');
    expect(await screen.findByText(t('errors.chunkFailed'))).toBeInTheDocument();
    expect(tags.loads).toBe(1);
    expect(warned.mock.calls).toEqual([['Warning: Error in route match: /_app/tags/tags']]);
    expect(logged.mock.calls.flat()).toContainEqual(expect.objectContaining({ message: 'Loading chunk tags failed' }));
    cleanupDom(); // a test ends

    await renderApp('/tags');
    expect(await createTag()).toBeInTheDocument();
  });
});

describe('a load begun in a test that ends before it does', () => {
  it('does not make the chunk loaded for the next test that controls it', async () => {
    const piece = lazyPart('test-late-load', () => Promise.resolve({ here: true }));
    const releaseEarlierLoad = holdLoads(controlChunk('test-late-load'));
    piece.prefetch();
    expect(piece.loaded()).toBeNull();
    cleanupDom(); // a test ends, the load still held

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
  it('does not become the app of the next test that controls it', async () => {
    const splash = () => screen.findByRole('status', { name: translator().t('app.starting') });
    const earlier = controlChunk('signed-in-app', { wrap: () => ({ default: () => <p>the earlier test's app</p> }) });
    const releaseEarlierLoad = holdLoads(earlier);
    await renderApp('/');
    expect(await splash()).toBeInTheDocument();
    cleanupDom(); // a test ends, the load still held

    const app = controlChunk('signed-in-app', { wrap: () => ({ default: () => <p>this test's app</p> }) });
    await act(async () => releaseEarlierLoad());
    await renderApp('/');
    expect(await screen.findByText("this test's app")).toBeInTheDocument();
    expect(screen.queryByText("the earlier test's app")).not.toBeInTheDocument();
    expect(app.loads).toBe(1);
  });
});
