import { useCallback, useEffect, useRef, useState } from 'react';
import type { LazyPart } from '@/lib/lazy-part';
import { showChunkLoadError } from './dialogs';
import { useLoadedPart } from './use-loaded-part';

/** Failed loads already reported: every use waiting on one load gets the same error. */
const reported = new WeakSet<object>();

/**
 * The code of a part drawn only in some state (a dialog while it is open, a chart once there
 * is a path to draw), a lazyPart (src/lib/lazy-part.ts): it loads when `needed` first becomes
 * true (at once if an earlier use loaded it), and the part stays mounted from then on (the
 * module, null until then). A part that fails to load runs `onFailed` (e.g. closing the dialog
 * that was opening) and ends in the dialog "Part of the panel could not be loaded" (no chunk named), once however
 * many uses waited on it; the next time `needed` turns true tries again.
 */
export function useLazyPart<T>(part: LazyPart<T>, needed: boolean, onFailed?: () => void): T | null {
  return useLoadedPart(part, needed, (error) => {
    onFailed?.();
    if (error instanceof Object && reported.has(error)) return;
    if (error instanceof Object) reported.add(error);
    showChunkLoadError();
  });
}

/**
 * The open state of a popup (menu, dropdown) that is a lazyPart, around a trigger drawn at
 * once: the trigger takes `anchorRef`, and `anchor` is that element from the first `toggle`
 * on (a ref that set state on mount would render every trigger a second time right after it
 * appears: a list's row menus, on every arrival of rows). The trigger's click calls `toggle`:
 * it opens the popup, loading its code first when it is not here yet. A click made before the
 * code is here is a request to open when it arrives, and the user may move on meanwhile:
 * pressing outside the trigger, moving focus from it or Escape cancels it (nothing of
 * Mantine's is mounted yet to close it), and a second click keeps it rather than closing what
 * is not shown. `expanded` is true only while the popup is really open (aria-expanded).
 */
export function useLazyPopup<T>(part: LazyPart<T>) {
  const element = useRef<HTMLElement | null>(null);
  const captured = useRef(false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const anchorRef = useCallback((node: HTMLElement | null) => {
    element.current = node;
    // Detached (null) and attached again (a Suspense boundary hiding and showing it), or
    // replaced, after the first use: passed on.
    if (captured.current) setAnchor(node);
  }, []);
  const [opened, setOpened] = useState(false);
  // Wanted while opening: a failed load closes the request, and the next click tries again.
  const module = useLazyPart(part, opened, () => setOpened(false));
  const waiting = opened && module === null;

  useEffect(() => {
    if (!waiting || !anchor) return undefined;
    const cancel = () => setOpened(false);
    const onPointerDown = (event: Event) => {
      if (!(event.target instanceof Node && anchor.contains(event.target))) cancel();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') cancel();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown, true);
    anchor.addEventListener('focusout', cancel);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown, true);
      anchor.removeEventListener('focusout', cancel);
    };
  }, [waiting, anchor]);

  const toggle = () => {
    captured.current = true;
    setAnchor(element.current);
    if (module !== null) {
      setOpened((current) => !current);
      return;
    }
    setOpened(true);
  };
  // `anchor` is set from the first toggle on: the popup is mounted from then on.
  return { module, opened, setOpened, expanded: opened && module !== null, toggle, anchor, anchorRef };
}
