/**
 * The panel's dialogs and notifications load their code at the first use
 * (src/ui/overlay-host.tsx). The hosts' chunks are counted and held back
 * through tests/support/chunks.ts, from "not loaded yet" in each test. Their failure:
 * overlays-offline.test.tsx.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { confirm, notifyInfo, notifySuccess, showErrorDialog } from '@/ui/dialogs';
import { signInAsAdmin } from '../sign-in';
import { controlHostChunks, renderOverlayHost } from './overlay-host-setup';
import { dialogsClosed, holdLoads } from '../support';

const hosts = controlHostChunks();

describe('notifications load their container at the first notice', () => {
  it('shows the notices given before the container arrived, and those after', async () => {
    const release = holdLoads(hosts.notifications);
    renderOverlayHost();
    expect(hosts.notifications.loads).toBe(0); // nothing loaded before a notice
    notifySuccess('Trail saved', 'Saved just now');
    notifyInfo('No changes detected', 'Nothing to save');
    await waitFor(() => expect(hosts.notifications.loads).toBe(1));
    expect(screen.queryByText('Trail saved')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('Trail saved')).toBeInTheDocument();
    expect(screen.getByText('Saved just now')).toBeInTheDocument();
    expect(screen.getByText('No changes detected')).toBeInTheDocument();
    notifySuccess('Tag created', 'It is in the list');
    expect(await screen.findByText('Tag created')).toBeInTheDocument();
    expect(hosts.notifications.loads).toBe(1);
  });
});

describe('dialogs load their provider at the first one', () => {
  it('confirm() waits for the provider, opens, and answers false on Cancel and Escape, true on Confirm', async () => {
    const release = holdLoads(hosts.modals);
    const { user, t } = renderOverlayHost();
    expect(hosts.modals.loads).toBe(0);
    const first = confirm({ title: 'Delete Trail', message: 'It cannot be undone.' });
    await waitFor(() => expect(hosts.modals.loads).toBe(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    release();
    const dialog = await screen.findByRole('dialog', { name: 'Delete Trail' });
    expect(within(dialog).getByText('It cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
    await expect(first).resolves.toBe(false);

    const second = confirm({ title: 'Delete Tag', message: 'Sure?', confirmLabel: 'Yes, delete it!' });
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Tag' })).getByRole('button', { name: 'Yes, delete it!' }));
    await expect(second).resolves.toBe(true);

    const third = confirm({ title: 'Delete Review', message: 'Sure?' });
    await screen.findByRole('dialog', { name: 'Delete Review' });
    await user.keyboard('{Escape}');
    await expect(third).resolves.toBe(false);
    expect(hosts.modals.loads).toBe(1);
  });

  it('showErrorDialog gives its id at once, and its OK closes it', async () => {
    await signInAsAdmin();
    const { user, t } = renderOverlayHost();
    const id = showErrorDialog('Update Failed', 'The status could not be changed.');
    expect(id).toEqual(expect.any(String));
    const dialog = await screen.findByRole('dialog', { name: 'Update Failed' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The status could not be changed.');
    await user.click(within(dialog).getByRole('button', { name: t('common.ok') }));
    await dialogsClosed();
  });
});
