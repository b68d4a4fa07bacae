import { useMediaQuery } from '@mantine/hooks';

/**
 * Below 640 px (40em: a phone, or a 1280 px window at 400 % zoom, WCAG 1.4.10's 320 CSS px)
 * a list shows one card per row (src/ui/data-cards.tsx) and its filter bar folds behind a
 * "Filters" button (src/ui/filter-fold.tsx). In em, so the browser's text size moves it too.
 */
export const NARROW_LIST_QUERY = '(max-width: 39.99em)';

/**
 * True while the window is narrower than NARROW_LIST_QUERY, read before the first paint (a
 * list never draws its table and then its cards), and followed as the window changes (a
 * phone turned, a zoom).
 */
export function useNarrowList(): boolean {
  return useMediaQuery(NARROW_LIST_QUERY, undefined, { getInitialValueInEffect: false });
}
