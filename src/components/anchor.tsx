import { useLayoutEffect, type Ref } from 'react';

/**
 * Hands an element that is already in the page to a Mantine `*.Target` (Popover.Target...)
 * as its child: the Target gives its child a ref (floating-ui's reference, the click-outside
 * check) and props; the ref gets the existing element, the props are dropped (the element's
 * owner sets the same attributes itself). So a trigger rendered before the floating code
 * was loaded is never replaced when that code mounts around it: a new element would drop the
 * focus a keyboard or screen-reader user had on it.
 */
export function Anchor({ node, ref }: { node: HTMLElement; ref?: Ref<HTMLElement> }) {
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
