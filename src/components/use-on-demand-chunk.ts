import { useState } from 'react';
import { translator } from '@/i18n/translator';
import { ChunkLoadError } from '@/lib/load-chunk';
import type { OnDemandChunk } from '@/lib/on-demand-chunk';
import { showErrorDialog } from './dialogs';

/**
 * A component's on-demand code (src/lib/on-demand-chunk.ts): `module` is the module once it
 * is here (at once when an earlier use loaded it), `load()` fetches it for a first use. A
 * chunk that fails to load ends in SPEC.md §8's "Loading chunk {name} failed" dialog, after
 * `onFailed` (e.g. closing what was about to open); the next use tries again.
 */
export function useOnDemandChunk<T>(chunk: OnDemandChunk<T>, onFailed?: () => void) {
  const [module, setModule] = useState<T | null>(chunk.loaded);
  const load = async () => {
    try {
      const loaded = await chunk.load();
      setModule((current) => current ?? loaded);
    } catch (error) {
      onFailed?.();
      const { t } = translator();
      showErrorDialog(
        t('errors.chunkFailed', {
          chunk: error instanceof ChunkLoadError ? error.chunk : chunk.name,
        }),
        t('errors.chunkFailedText'),
      );
    }
  };
  return { module, load };
}
