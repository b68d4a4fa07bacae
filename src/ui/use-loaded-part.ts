import { useEffect, useRef, useState } from 'react';
import type { LazyPart } from '@/lib/lazy-part';

/*
 * Apart from ./use-lazy-part.ts: the signed-in app's gate (src/app/app.tsx) is in the first
 * screen's file, and this keeps the dialogs and overlays useLazyPart reports with (Mantine's
 * modals and notifications) out of it.
 */

/**
 * The module of `part` once it is here (null until then), loaded when `needed` first becomes
 * true (at once if an earlier use loaded it); a failed load runs `onError` with the
 * ChunkLoadError. Shared by useLazyPartOrThrow below and useLazyPart (./use-lazy-part.ts).
 */
export function useLoadedPart<T>(part: LazyPart<T>, needed: boolean, onError: (error: unknown) => void): T | null {
  const [module, setModule] = useState<T | null>(part.loaded);
  // A row mounted before another use loaded the part sees it at once, not after a load.
  const current = module ?? part.loaded();
  const loading = needed && current === null;
  const failed = useRef(onError);
  useEffect(() => {
    failed.current = onError;
  });
  useEffect(() => {
    if (!loading) return;
    part.load().then(
      (loaded) => setModule((mine) => mine ?? loaded),
      (error: unknown) => failed.current(error),
    );
  }, [loading, part]);
  return current;
}

/**
 * The code of a part without which there is nothing to show (the signed-in app): loaded at
 * once, null until it is here. A failed load is thrown while rendering, to the nearest error
 * boundary (SPEC.md §8's page, as for a screen), instead of the dialog of useLazyPart; a
 * remount (the boundary's retry) loads it again.
 */
export function useLazyPartOrThrow<T>(part: LazyPart<T>): T | null {
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const module = useLoadedPart(part, failure === null, (error) => setFailure({ error }));
  if (failure) throw failure.error;
  return module;
}
