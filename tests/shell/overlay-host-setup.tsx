import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeEach } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { OverlayHost } from '@/ui/overlay-host';
import { translator } from '@/i18n/translator';
import { controlChunk, type ChunkControl } from '../support/chunks';
import { setupUser } from '../support';

/**
 * The panel's providers and the dialogs' and notices' host alone, as the signed-in app mounts it
 * (in StrictMode, as `npm run dev` mounts it, when asked).
 */
export function renderOverlayHost({ strict = false } = {}) {
  const user = setupUser();
  const tree = (
    <AppProviders queryClient={createQueryClient()} mantineEnv="test">
      <button type="button">Before</button>
      <OverlayHost />
    </AppProviders>
  );
  const { unmount } = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { user, t: translator().t, unmount };
}

/**
 * The hosts' chunks (dialogs, notifications), taken under control before each test of the
 * calling file (tests/support/chunks.ts): each test starts from "not loaded yet".
 */
export function controlHostChunks() {
  const hosts = {} as { modals: ChunkControl; notifications: ChunkControl };
  beforeEach(() => {
    hosts.modals = controlChunk('modals-host');
    hosts.notifications = controlChunk('notifications-host');
  });
  return hosts;
}
