import { useLayoutEffect, useState, type Ref } from 'react';

/**
 * Hands an element that is already in the page to a Mantine `*.Target` (Popover.Target...)
 * as its child: the Target gives its child a ref (floating-ui's reference, the click-outside
 * check) and props; the ref gets the existing element, the props are dropped (the element's
 * owner sets the same attributes itself). So a trigger rendered before the floating code
 * was loaded is never replaced when that code mounts around it: a new element would drop the
 * focus a keyboard or screen-reader user had on it.
 */
export function PopupTarget({ node, ref }: { node: HTMLElement; ref?: Ref<HTMLElement> }) {
  useLayoutEffect(() => {
    if (!ref) return undefined;
    if (typeof ref === 'function') {
      const cleanup = ref(node);
      return () => {
        if (typeof cleanup === 'function') cleanup();
        else ref(null);
      };
    }
    ref.current = node;
    return () => {
      ref.current = null;
    };
  }, [ref, node]);
  return null;
}

/**
 * `opened`, but false during the first commit of a popup mounted on first use (a menu, the
 * Country list): it mounts closed and opens one synchronous commit later, before paint.
 * Mantine's Menu and Popover note the element to give focus back to, and run their fade-in
 * and focus trap, only when `opened` changes, not when they mount already open; so the first
 * open behaves as every later one. The extra commit is the point, once per popup's life.
 */
export function useOpenedAfterMount(opened: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- see above: closed, then open
  useLayoutEffect(() => setMounted(true), []);
  return opened && mounted;
}
