/**
 * Below 500 px every dialog of the panel takes the whole screen (src/app/theme.ts, from the
 * one media query of src/ui/media-query.ts): the confirmations of src/ui/dialogs.tsx and
 * every screen's own Mantine Modal alike. Mantine marks a full-screen dialog with
 * data-full-screen, which its stylesheet draws; the width is given to the media queries
 * (tests/support/viewport.ts).
 */
import { Modal } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { confirm } from '@/ui/dialogs';
import { resetWidth, showWidth } from '../support/viewport';
import { renderOverlayHost } from './overlay-host-setup';

afterEach(resetWidth);

/** The dialog's drawn box (Mantine's Modal content, the element with role="dialog"). */
const box = async (name: string) => screen.findByRole('dialog', { name });

describe('dialogs below 500 px', () => {
  it('a confirmation takes the whole screen at 390 px and not at 768 px', async () => {
    showWidth(390);
    const { unmount } = renderOverlayHost();
    void confirm({ title: 'Delete Trail', message: 'It cannot be undone.' });
    expect(await box('Delete Trail')).toHaveAttribute('data-full-screen');
    unmount();

    showWidth(768);
    renderOverlayHost();
    void confirm({ title: 'Delete Tag', message: 'Sure?' });
    expect(await box('Delete Tag')).not.toHaveAttribute('data-full-screen');
  });

  it("a screen's own dialog follows the window across 500 px", async () => {
    showWidth(1280);
    render(
      <AppProviders mantineEnv="test">
        <Modal opened onClose={() => undefined} title="Change Status" centered size="lg">
          A form
        </Modal>
      </AppProviders>,
    );
    const dialog = await box('Change Status');
    expect(dialog).not.toHaveAttribute('data-full-screen');
    act(() => showWidth(499));
    expect(await box('Change Status')).toHaveAttribute('data-full-screen');
    act(() => showWidth(500));
    expect(await box('Change Status')).not.toHaveAttribute('data-full-screen');
  });
});
