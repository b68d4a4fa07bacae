import type { RouteComponent } from '@tanstack/react-router';
import { createElement, use, type ComponentType } from 'react';
import { SCREEN_TEXTS } from '@/i18n/parts';
import { lazyPart } from './lazy-part';

/**
 * A route component loaded on demand as its own chunk, with the screens' texts: a lazyPart
 * (src/lib/lazy-part.ts) named `chunk`, so a screen is fetched, timed out, retried and reported
 * as every other part is. A landing screen (`landing: true`, the screens of
 * src/app/landing-code.ts) shows none of the screens' texts and does not wait for them.
 * Until the code is here the component suspends (the route's pending component shows); a
 * failure reaches the route's error component, whose Retry renders it again, which loads the
 * chunk again. `preload` is what the router calls to start the load ahead of the render.
 */
export function lazyScreen<M extends Record<K, ComponentType>, K extends keyof M & string>(
  chunk: string,
  importer: () => Promise<M>,
  exportName: K,
  { landing = false }: { landing?: boolean } = {},
): RouteComponent {
  const part = lazyPart(chunk, importer, { texts: landing ? [] : SCREEN_TEXTS });
  function Screen(props: object) {
    const module = part.loaded() ?? use(part.load());
    return createElement(module[exportName] as ComponentType<object>, props);
  }
  Screen.displayName = `LazyScreen(${chunk})`;
  return Object.assign(Screen, { preload: () => part.load().then(() => undefined) });
}
