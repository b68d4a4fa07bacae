import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { BackToTrails } from './back-to-trails';

/**
 * The top of every page of one trail (its editor, its waypoints, its reviews): Back to Trails
 * first, at the inline start (the right in rtl), then the page's own title row, if it has
 * one. One place for the way back, whatever the page.
 */
export function TrailPageHeader({ children }: { children?: ReactNode }) {
  return (
    <Stack component="header" gap="xs" data-trail-page-header>
      <BackToTrails w="fit-content" />
      {children}
    </Stack>
  );
}
