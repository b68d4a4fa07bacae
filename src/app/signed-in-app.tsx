import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { useState } from 'react';
import { createAppRouter } from './router';

/**
 * Everything behind the sign-in: the router with its route tree, the shell, dialogs and
 * notifications, and the full Mantine styles. It is its own chunk, so the first screen
 * (sign-in) loads none of it. Mounted once per session: a fresh router on the current
 * address, so the path the user asked for renders after signing in.
 */
export default function SignedInApp({ history }: { history?: RouterHistory }) {
  const queryClient = useQueryClient();
  const [router] = useState(() => createAppRouter({ queryClient, history }));
  return (
    <ModalsProvider>
      <Notifications position="top-center" />
      <RouterProvider router={router} />
    </ModalsProvider>
  );
}
