import './mantine-styles';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { useContext, useEffect, useState } from 'react';
import { flushHeld, installHeldWriteFlush } from '@/api/common/held-writes';
import { outbox } from '@/api/common/outbox';
import { lazyPart } from '@/lib/lazy-part';
import { session } from '@/stores/session';
import { OverlayHost } from '@/ui/overlay-host';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

/**
 * Everything behind the sign-in: the router with its route tree, the shell, the hosts of
 * dialogs and notifications (their code loads at the first one: overlay-host.tsx), and the
 * Mantine styles of the panel. It is its own chunk, so the first screen
 * (sign-in) loads none of it. Mounted once per session: a fresh router on the current
 * address, so the path the user asked for renders after signing in, and a fresh query client
 * (unless tests or the demo tools gave one: theirs is cleared at sign-out, app.tsx), so
 * nothing of the last session's data outlives it.
 */
/** What the outbox still has of this administrator's, sent and shown (loaded only when there is some). */
/** The checks of what the open screen shows, and the tabs' channel (loaded after the app: nothing waits for them). */
const freshness = lazyPart('freshness', () => import('@/api/common/freshness'));
const unsentWrites = lazyPart('unsent-writes', () => import('@/widgets/unsent-writes'), { texts: ['screens'] });

export default function SignedInApp({ history }: { history?: RouterHistory }) {
  const given = useContext(QueryClientContext);
  const [queryClient] = useState(() => given ?? createQueryClient());
  const [router] = useState(() => createAppRouter({ queryClient, history }));
  // Held writes (src/api/common/held-writes.ts) are sent at once when the tab goes away or is
  // hidden, before a sign-out clears the tokens, and when the user leaves the screen. Those
  // of this administrator left in the outbox by an earlier page or session go now.
  useEffect(() => {
    const userId = session.get().currentUser?.id;
    let stopFreshness: (() => void) | undefined;
    let unmounted = false;
    if (userId !== undefined) {
      // The open screen checked again every minute and when the tab is back; other tabs told of writes.
      void freshness.load().then(
        (part) => {
          if (!unmounted) stopFreshness = part.installFreshness(queryClient, userId);
        },
        () => undefined,
      );
      void outbox
        .list(userId)
        .then((entries) => (entries.length > 0 ? unsentWrites.load() : null))
        // The list's code not loaded (offline): the outbox keeps them for the next load.
        .then((part) => part?.resumeUnsentWrites(userId, queryClient))
        .catch(() => undefined);
    }
    const uninstall = installHeldWriteFlush(window, () => {
      void unsentWrites.load().then((part) => part.notifyWaitingForNetwork(), () => undefined);
    });
    const stopRoutes = router.subscribe('onBeforeNavigate', ({ pathChanged }) => {
      if (pathChanged) void flushHeld('client');
    });
    return () => {
      unmounted = true;
      stopFreshness?.();
      uninstall();
      stopRoutes();
    };
  }, [router, queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <OverlayHost />
    </QueryClientProvider>
  );
}
