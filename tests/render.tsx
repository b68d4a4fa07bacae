import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import { App } from '@/app/app';
import type { DemoTools } from '@/lib/demo-tools';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { translator } from '@/i18n/translator';
import { signInAsAdmin } from './sign-in';
import { setupUser } from './support';

/**
 * Renders the whole panel (providers, gate, real route tree) at `path` with a memory
 * history and a fresh QueryClient, signed in as the demo administrator unless told not to.
 */
export async function renderApp(path = '/', options: { signedIn?: boolean; demo?: DemoTools } = {}) {
  const { signedIn = true, demo = null } = options;
  if (signedIn) await signInAsAdmin();
  const history = createMemoryHistory({ initialEntries: [path] });
  const queryClient = createQueryClient();
  const user = setupUser();
  const view = render(
    <AppProviders queryClient={queryClient} mantineEnv="test">
      <App history={history} demo={demo} />
    </AppProviders>,
  );
  return { ...view, user, history, queryClient };
}

/**
 * Waits for the signed-in shell: the header's Log Out button (in the current language), found
 * by its name in the page's header (the `banner` landmark), where the user sees it. Looking
 * there, not over the whole page, spares naming every button of the screen on each poll while
 * the screen loads.
 */
export async function findShell() {
  const name = translator().t('header.logOut');
  // A Mantine modal's header is a <header> too (a `banner` to Testing Library), portaled after
  // the panel: the page's own header is the first.
  return waitFor(() => within(screen.getAllByRole('banner')[0]!).getByRole('button', { name }));
}
