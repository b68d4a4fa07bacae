import { lazyRouteComponent } from '@tanstack/react-router';
import { createElement, type ComponentType } from 'react';
import { chunkTestHooks, loadChunk } from './lazy-part';

/**
 * A route component loaded on demand as its own chunk, with the screens' texts
 * (src/lib/lazy-part.ts); a landing screen (`landing: true`, the screens of
 * src/app/landing-code.ts) shows none of those and does not wait for them. The route's error
 * component shows the ChunkLoadError with a Retry that loads it again.
 */
export function lazyScreen<M extends Record<K, ComponentType>, K extends keyof M & string>(
  chunk: string,
  importer: () => Promise<M>,
  exportName: K,
  { landing = false }: { landing?: boolean } = {},
) {
  const lazy = () => lazyRouteComponent(() => loadChunk(chunk, importer, landing ? { texts: [] } : {}), exportName);
  if (import.meta.env.MODE !== 'test') return lazy();
  // Tests: lazyRouteComponent keeps the screen once loaded, for the page's life; a test that
  // intercepts chunks (chunkTestHooks) gets a fresh one that has loaded nothing yet.
  let current = lazy();
  chunkTestHooks.forgetLoadedChunks.push(() => {
    current = lazy();
  });
  const Screen = (props: object) => createElement(current as ComponentType<object>, props);
  return Object.assign(Screen, { preload: () => current.preload?.() }) as unknown as ReturnType<typeof lazy>;
}
