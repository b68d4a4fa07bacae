import { useCallback, useMemo, useRef, type Ref, type RefCallback } from 'react';

/**
 * floating-ui's `useMergeRefs` (@floating-ui/react 0.27, MIT), line for line: one callback ref
 * that sets every given ref, and runs their cleanups when the element changes.
 *
 * Not for the panel's own code: the production build gives it to Mantine's ScrollArea in place
 * of floating-ui's (build/plugins.ts, `scrollAreaRefsWithoutFloatingUi`). ScrollArea (under
 * Mantine's Modal and the trails' country list) is the one module of Mantine that imports floating-ui
 * for nothing but this hook, and floating-ui's React module is one file: that import alone put
 * the whole of floating-ui (~13 KB gzip) in the signed-in app's file, although only tooltips,
 * popovers and menus, all loaded on first use, position anything with it (issue 14).
 */
export function useMergeRefs<Instance>(refs: Array<Ref<Instance> | undefined>): RefCallback<Instance> | null {
  const cleanupRef = useRef<(() => void) | undefined>(undefined);
  const refEffect = useCallback(
    (instance: Instance) => {
      const cleanups = refs.map((ref) => {
        if (ref == null) return undefined;
        if (typeof ref === 'function') {
          const refCleanup = ref(instance);
          return typeof refCleanup === 'function' ? refCleanup : () => void ref(null);
        }
        ref.current = instance;
        return () => {
          ref.current = null;
        };
      });
      return () => cleanups.forEach((cleanup) => cleanup?.());
    },
    // eslint-disable-next-line react-hooks/use-memo, react-hooks/exhaustive-deps -- floating-ui's own: the refs are the deps
    refs,
  );
  return useMemo(
    () => {
      if (refs.every((ref) => ref == null)) return null;
      return (value: Instance | null) => {
        if (cleanupRef.current) {
          cleanupRef.current();
          cleanupRef.current = undefined;
        }
        if (value != null) cleanupRef.current = refEffect(value);
      };
    },
    // eslint-disable-next-line react-hooks/use-memo, react-hooks/exhaustive-deps -- floating-ui's own: the refs are the deps
    refs,
  );
}
