import './first-screen.css';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { useT } from '@/i18n/use-t';
import { useSiteConfig } from '@/stores/site-config';
import { DialogFocusReturn } from './dialog-focus-return';
import { DocumentSync } from './document-sync';
import { createAppTheme, cssVariablesResolver } from './theme';

/** Providers of the whole panel, sign-in screen included (dialogs and toasts come later). */
export function AppProviders({
  queryClient,
  children,
  mantineEnv = 'default',
}: {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals' delays in tests. */
  mantineEnv?: 'default' | 'test';
}) {
  const initialDirection = useSiteConfig.getState().direction;
  const translator = useT();
  const theme = useMemo(() => createAppTheme(translator), [translator]);
  return (
    <DirectionProvider initialDirection={initialDirection} detectDirection={false}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={mantineEnv}>
        <DocumentSync />
        <DialogFocusReturn />
        <QueryClientProvider client={queryClient}>
          <ErrorBoundary>{children}</ErrorBoundary>
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
