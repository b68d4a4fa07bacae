import { useCallback, useEffect, useRef, useState } from 'react';
import type { OnDemandChunk } from '@/lib/on-demand-chunk';
import { showChunkLoadError } from './dialogs';

/** Failed loads already reported: every trigger waiting on one load gets the same error. */
const reported = new WeakSet<object>();

/**
 * A component's on-demand code (src/lib/on-demand-chunk.ts): `module` is the module once it
 * is here (at once when an earlier use loaded it), `load()` fetches it for a first use. A
 * chunk that fails to load ends in SPEC.md §8's "Loading chunk {name} failed" dialog (once,
 * however many triggers waited on it), after `onFailed` (e.g. closing what was about to
 * open); the next use tries again.
 */
export function useOnDemandChunk<T>(chunk: OnDemandChunk<T>, onFailed?: () => void) {
  const [module, setModule] = useState<T | null>(chunk.loaded);
  const load = async () => {
    try {
      const loaded = await chunk.load();
      setModule((current) => current ?? loaded);
    } catch (error) {
      onFailed?.();
      if (error instanceof Object && reported.has(error)) return;
      if (error instanceof Object) reported.add(error);
      showChunkLoadError(error, chunk.name);
    }
  };
  // A row mounted before another use loaded the chunk sees it at once, not after a load().
  return { module: module ?? chunk.loaded(), load };
}

/**
 * The code of a part drawn only in some state (a dialog while it is open, a chart once there
 * is a path to draw), an on-demand chunk: it loads when `needed` first becomes true, and the
 * part stays mounted from then on (`module`, null until then). A chunk that fails to load runs
 * `onFailed` (e.g. closing the dialog that was opening) and ends in SPEC.md §8's dialog; the
 * next time `needed` turns true tries again.
 */
export function useOnDemandPart<T>(chunk: OnDemandChunk<T>, needed: boolean, onFailed?: () => void): T | null {
  const { module, load } = useOnDemandChunk(chunk, onFailed);
  const loading = needed && module === null;
  useEffect(() => {
    if (loading) void load();
    // `load` is a new function each render: the need is what starts a load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loading]);
  return module;
}

/**
 * The element a popup is anchored to (its trigger), which renders see only from the first
 * time the popup is wanted. The trigger's ref records the element; `capture()`, called where
 * the popup is first wanted (a click, the pointer resting), makes it `anchor`. A ref that
 * set state on mount would render every trigger a second time right after it appears: a
 * list's one to three row menus per row, about 15 % more rendering each time rows arrive
 * (issue 12). Once captured, every change of the element is passed on: the trigger replaced,
 * or detached and attached again (a Suspense boundary hiding and showing it).
 */
export function useLazyAnchor() {
  const element = useRef<HTMLElement | null>(null);
  const captured = useRef(false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const ref = useCallback((node: HTMLElement | null) => {
    element.current = node;
    // Detached (null) and attached again, or replaced, after the first use: passed on.
    if (captured.current) setAnchor(node);
  }, []);
  const capture = useCallback(() => {
    captured.current = true;
    setAnchor(element.current);
  }, []);
  return { anchor, ref, capture };
}

/**
 * The open state of a popup (menu, dropdown) whose code is an on-demand chunk, around a
 * trigger that is drawn at once: the trigger takes `anchorRef`, and `anchor` is that element
 * from the first `toggle` on. The trigger's click calls `toggle`: it opens the
 * popup, loading its code first when it is not here yet. A click made before the code is
 * here is a request to open when it arrives, and the user may move on meanwhile: pressing
 * outside the trigger, moving focus from it or Escape cancels it (nothing of Mantine's is
 * mounted yet to close it), and a second click keeps it rather than closing what is not
 * shown. `expanded` is true only while the popup is really open (aria-expanded).
 */
export function useOnDemandPopup<T>(chunk: OnDemandChunk<T>) {
  const { anchor, ref: anchorRef, capture } = useLazyAnchor();
  /** Opened once: the popup stays mounted from then on. */
  const [used, setUsed] = useState(false);
  const [opened, setOpened] = useState(false);
  const { module, load } = useOnDemandChunk(chunk, () => setOpened(false));
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
    capture();
    setUsed(true);
    if (module !== null) {
      setOpened((current) => !current);
      return;
    }
    setOpened(true);
    void load();
  };
  return { module, used, opened, setOpened, expanded: opened && used && module !== null, toggle, anchor, anchorRef };
}
