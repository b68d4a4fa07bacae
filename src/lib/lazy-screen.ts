import { lazyRouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { loadChunk } from './load-chunk';

/**
 * A route component loaded on demand as its own chunk, with the screens' texts
 * (src/lib/load-chunk.ts); a landing screen (`landing: true`, the screens of
 * src/app/landing-code.ts) shows none of those and does not wait for them. The route's error
 * component shows the ChunkLoadError with a Retry that loads it again.
 */
export function lazyScreen<M extends Record<K, ComponentType>, K extends keyof M & string>(
  chunk: string,
  importer: () => Promise<M>,
  exportName: K,
  { landing = false }: { landing?: boolean } = {},
) {
  return lazyRouteComponent(() => loadChunk(chunk, importer, landing ? { texts: [] } : {}), exportName);
}
