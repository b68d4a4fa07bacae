import { lazyRouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { loadChunk } from './load-chunk';

/**
 * A route component loaded on demand as its own chunk. The route's error component shows
 * the ChunkLoadError with a Retry that loads it again.
 */
export function lazyScreen<M extends Record<K, ComponentType>, K extends keyof M & string>(
  chunk: string,
  importer: () => Promise<M>,
  exportName: K,
) {
  return lazyRouteComponent(() => loadChunk(chunk, importer), exportName);
}
