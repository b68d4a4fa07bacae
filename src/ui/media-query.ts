import { useSyncExternalStore } from 'react';

/**
 * The widths where the panel changes its layout (docs/decisions/layout.md), as media queries
 * in em (as Mantine's breakpoints: they follow the browser's font size, so 400 % zoom of a
 * 1280 px window, 320 CSS px, reads as narrow too).
 *
 * Below Mantine's `sm` (48em, 768 px, less its 0.1 px): the navbar is a drawer behind the
 * header's burger, and the header keeps the burger, the title, the search and the account
 * menu (the language, the direction, the theme and Log Out move into that menu).
 */
export const NARROW_FRAME = '(max-width: 47.99375em)';

/** Below 500 px (31.25em) every dialog takes the whole screen. */
export const FULL_SCREEN_DIALOGS = '(max-width: 31.24375em)';

const noMatchMedia = () => typeof window === 'undefined' || typeof window.matchMedia !== 'function';

/**
 * Whether `query` matches now, read during render (the first paint already has the right
 * layout, no flash of the wide one) and again whenever it changes: a component using it
 * draws again only when the window crosses the width, not on every resize.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      if (noMatchMedia()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => !noMatchMedia() && window.matchMedia(query).matches,
  );
}
