/**
 * A window of a given width for the layout's media queries (src/ui/media-query.ts): jsdom
 * lays nothing out and tests/setup-dom.ts's matchMedia matches no query. `showWidth(px)` makes
 * window.matchMedia answer `(max-width: …)` and `(min-width: …)` in px, em or rem (16 px each) as a
 * window that wide would, and a later `showWidth` tells the lists whose answer changed, as a
 * browser does when the window is resized. `resetWidth()` puts setup-dom's stub back.
 */
type Listener = (event: MediaQueryListEvent) => void;

const REM = 16;
let width = 0;
let lists: Array<{ query: string; matches: boolean; listeners: Set<Listener> }> = [];
let stub: typeof window.matchMedia | null = null;

function matches(query: string): boolean {
  const parts = [...query.matchAll(/\((max|min)-width:\s*([\d.]+)(px|r?em)\)/g)];
  if (parts.length === 0) return false;
  return parts.every(([, kind, value, unit]) => {
    const px = Number(value) * (unit === 'px' ? 1 : REM);
    return kind === 'max' ? width <= px : width >= px;
  });
}

export function showWidth(px: number): void {
  width = px;
  if (!stub) {
    stub = window.matchMedia;
    window.matchMedia = (query: string) => {
      const list = { query, matches: matches(query), listeners: new Set<Listener>() };
      lists.push(list);
      return {
        get matches() {
          return matches(query);
        },
        media: query,
        onchange: null,
        addListener: (l: Listener) => list.listeners.add(l),
        removeListener: (l: Listener) => list.listeners.delete(l),
        addEventListener: (_: string, l: Listener) => list.listeners.add(l),
        removeEventListener: (_: string, l: Listener) => list.listeners.delete(l),
        dispatchEvent: () => false,
      } as unknown as MediaQueryList;
    };
    return;
  }
  for (const list of lists) {
    const now = matches(list.query);
    if (now === list.matches) continue;
    list.matches = now;
    for (const listener of list.listeners) listener({ matches: now, media: list.query } as MediaQueryListEvent);
  }
}

export function resetWidth(): void {
  if (stub) window.matchMedia = stub;
  stub = null;
  lists = [];
  width = 0;
}
