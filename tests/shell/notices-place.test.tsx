/**
 * Notices sit at the bottom of the window on the inline start, over the sidebar's empty lower
 * part (src/ui/notifications-host.tsx): never at the top, where they covered the header's
 * Search. Mantine places them by physical side, so the side follows the direction.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifySuccess } from '@/ui/dialogs';
import { showLanguage, t } from '../text';
import { renderOverlayHost } from './overlay-host-setup';

const SIDE = { ltr: 'bottom-left', rtl: 'bottom-right' } as const;

describe('notices', () => {
  it.each([
    ['en', 'ltr'],
    ['ar', 'rtl'],
    ['en', 'rtl'],
    ['ar', 'ltr'],
  ] as const)('in %s (%s) show at the bottom of the inline start, away from the header', async (language, direction) => {
    showLanguage(language, direction);
    renderOverlayHost();
    notifySuccess(t('common.update'), t('common.create'));
    const notice = await screen.findByText(t('common.update'));
    expect(notice.closest('[data-position]')).toHaveAttribute('data-position', SIDE[direction]);
  });
});
