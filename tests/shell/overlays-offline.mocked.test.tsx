/**
 * When the code of the dialogs or notifications cannot be downloaded (offline), the user still
 * learns what they had to, in a plain dialog that needs no download (src/components/
 * overlay-host.tsx; docs/decisions.md, "Dialogs and notifications loaded on first use"), and
 * the next use tries again. The hosts' modules are wrapped below to fail their loads (a
 * *.mocked test: run isolated, hosts never loaded before its first test).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { confirm, notifySuccess, showErrorDialog } from '@/components/dialogs';
import { OverlayHost } from '@/components/overlay-host';
import { translator } from '@/i18n/translator';
import { signInAsAdmin } from '../render';

const hosts = vi.hoisted(() => ({ modals: { fail: false }, notifications: { fail: false } }));
vi.mock('@/components/modals-host', async (importOriginal) => {
  if (hosts.modals.fail) throw new Error('offline');
  return importOriginal();
});
vi.mock('@/components/notifications-host', async (importOriginal) => {
  if (hosts.notifications.fail) throw new Error('offline');
  return importOriginal();
});

function setup() {
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={createQueryClient()} mantineEnv="test">
      <button type="button">Before</button>
      <OverlayHost />
    </AppProviders>,
  );
  return { user, t: translator().t };
}

describe('a dialog whose code cannot be downloaded', () => {
  it('a confirmation answers false and SPEC.md §8’s chunk dialog says why; an error dialog keeps its own text; the next one loads', async () => {
    await signInAsAdmin();
    hosts.modals.fail = true;
    const { user, t } = setup();
    const answer = confirm({ title: 'Delete Trail', message: 'It cannot be undone.' });
    const failed = await screen.findByRole('dialog', { name: t('errors.chunkFailed', { chunk: 'modals' }) });
    await expect(answer).resolves.toBe(false);
    expect(within(failed).getByRole('alert')).toHaveTextContent(t('errors.chunkFailedText'));
    expect(within(failed).getByRole('button', { name: t('common.ok') })).toHaveFocus();
    await user.click(within(failed).getByRole('button', { name: t('common.ok') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // An alert dialog: its own title and message, in the plain dialog; Escape closes it.
    showErrorDialog('Deletion Failed', 'The trail could not be deleted.');
    const error = await screen.findByRole('dialog', { name: 'Deletion Failed' });
    expect(within(error).getByRole('alert')).toHaveTextContent('The trail could not be deleted.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    hosts.modals.fail = false; // back online: the next dialog loads its code
    const next = confirm({ title: 'Delete Tag', message: 'Sure?' });
    const dialog = await screen.findByRole('dialog', { name: 'Delete Tag' });
    await user.click(within(dialog).getByRole('button', { name: t('common.confirm') }));
    await expect(next).resolves.toBe(true);
  });
});

describe('a notice whose container cannot be downloaded', () => {
  it('ends in SPEC.md §8’s chunk dialog; the notice waits and shows with the next one once it loads', async () => {
    hosts.notifications.fail = true;
    const { user, t } = setup();
    notifySuccess('Trail saved', 'Saved just now');
    const failed = await screen.findByRole('dialog', { name: t('errors.chunkFailed', { chunk: 'notifications' }) });
    await user.click(within(failed).getByRole('button', { name: t('common.ok') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    hosts.notifications.fail = false;
    notifySuccess('Tag created', 'It is in the list');
    expect(await screen.findByText('Tag created')).toBeInTheDocument();
    expect(screen.getByText('Trail saved')).toBeInTheDocument();
  });
});
