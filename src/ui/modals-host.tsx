import { ModalsProvider } from '@mantine/modals';
import { useEffect, type EffectCallback } from 'react';

/**
 * Mantine's ModalsProvider, loaded and mounted at the panel's first dialog
 * (src/ui/overlay-host.tsx). It listens to `modals.*` events from its layout effect,
 * so by this component's own effect (a parent's runs after its children's) it hears them:
 * `onReady` then runs the dialogs that waited, and its cleanup runs when it goes.
 */
export function ModalsHost({ onReady }: { onReady: EffectCallback }) {
  useEffect(onReady, [onReady]);
  return <ModalsProvider />;
}
