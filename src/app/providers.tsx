import './first-screen.css';
import { DirectionProvider, localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { ErrorBoundary } from '@/shell/error-boundary';
import { useT } from '@/i18n/use-t';
import { useSiteConfig } from '@/stores/site-config';
import { FULL_SCREEN_DIALOGS, useMediaQuery } from '@/ui/media-query';
import { DialogFocusReturn } from './dialog-focus-return';
import { DocumentSync } from './document-sync';
import { COLOR_SCHEME_KEY } from './color-scheme-script';
import { createAppTheme, cssVariablesResolver } from './theme';

/**
 * The theme chosen in this browser (Light, Dark, System), kept in local storage by Mantine;
 * System, the default, follows the system's `prefers-color-scheme`, also when it changes.
 * Its value is applied before the first paint by index.html's early script
 * (color-scheme-script.ts), which reads the same key.
 */
const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

/**
 * Providers of the whole panel, sign-in screen included (dialogs and toasts come later). The
 * query client is not one of them in production: the sign-in screen makes no query, and
 * TanStack Query's core is not in its bundle; the signed-in app makes its own
 * (signed-in-app.tsx). Tests and the demo tools pass one, which the signed-in app then uses.
 */
export function AppProviders({
  queryClient,
  children,
  mantineEnv = 'default',
}: {
  queryClient?: QueryClient;
  children: ReactNode;
  /**
   * 'test' turns off Mantine's transitions and portals' delays in tests, and leaves out the
   * theme's CSS variables and responsive classes (`<style data-mantine-styles>`): jsdom runs
   * without stylesheets (css: false), so they style nothing there, yet every
   * getComputedStyle (Testing Library's *ByRole queries, axe) walks their rules, which
   * doubled its cost.
   */
  mantineEnv?: 'default' | 'test';
}) {
  const initialDirection = useSiteConfig.getState().direction;
  const translator = useT();
  // Crossing 500 px makes the theme again (every dialog full-screen below it): a rare event.
  const fullScreenDialogs = useMediaQuery(FULL_SCREEN_DIALOGS);
  const theme = useMemo(() => createAppTheme(translator, fullScreenDialogs), [translator, fullScreenDialogs]);
  return (
    <DirectionProvider initialDirection={initialDirection} detectDirection={false}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="auto"
        env={mantineEnv}
        withCssVariables={mantineEnv !== 'test'}
        withGlobalClasses={mantineEnv !== 'test'}
      >
        <DocumentSync />
        <DialogFocusReturn />
        <ErrorBoundary>
          {queryClient ? <QueryClientProvider client={queryClient}>{children}</QueryClientProvider> : children}
        </ErrorBoundary>
      </MantineProvider>
    </DirectionProvider>
  );
}
