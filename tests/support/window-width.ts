/**
 * A window of a given width for the panel's media queries (window.matchMedia): jsdom lays
 * nothing out, and the test setup's matchMedia matches nothing (a wide window). A query of
 * min-width and max-width conditions (px, or em at 16 px) is answered for `width`; anything
 * else does not match. The setup's matchMedia is back when the test ends.
 */
import { onTestFinished } from 'vitest';

function matches(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|em|rem)\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, side, value, unit]) => {
    const px = Number(value) * (unit === 'px' ? 1 : 16);
    return side === 'min' ? width >= px : width <= px;
  });
}

export function setWindowWidth(width: number): void {
  const before = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query, width),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  onTestFinished(() => {
    window.matchMedia = before;
  });
}
