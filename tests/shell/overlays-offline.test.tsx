/**
 * When the code of the dialogs or notifications cannot be downloaded (offline), the user still
 * learns what they had to, in a plain dialog that needs no download (src/ui/
 * overlay-host.tsx; docs/decisions/performance.md), and
 * the next use tries again. The hosts' chunks fail through tests/support/chunks.ts, from "not
 * loaded yet" in each test.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { confirm, notifySuccess, showErrorDialog } from '@/ui/dialogs';
import { signInAsAdmin } from '../sign-in';
import { controlHostChunks, renderOverlayHost } from './overlay-host-setup';
import { dialogsClosed } from '../support';

const hosts = controlHostChunks();
const offline = () => new Error('offline');

/** Offline, a confirmation is asked for: its answer, and SPEC.md §8's chunk dialog shown instead. */
async function confirmOffline() {
  await signInAsAdmin();
  hosts.modals.fail = offline();
  const { user, t } = renderOverlayHost();
  const answer = confirm({ title: 'Delete Trail', message: 'It cannot be undone.' });
  const failed = await screen.findByRole('dialog', { name: t('errors.chunkFailed') });
  return { user, t, answer, failed };
}

describe('a dialog whose code cannot be downloaded', () => {
  it('a confirmation answers false, and SPEC.md §8’s chunk dialog says why', async () => {
    const { user, t, answer, failed } = await confirmOffline();
    await expect(answer).resolves.toBe(false);
    expect(within(failed).getByRole('alert')).toHaveTextContent(t('errors.chunkFailedText'));
    expect(within(failed).getByRole('button', { name: t('common.ok') })).toHaveFocus();
    await user.click(within(failed).getByRole('button', { name: t('common.ok') }));
    await dialogsClosed();
  });

  it('an error dialog shows its own title and message in the plain dialog; Escape closes it', async () => {
    await signInAsAdmin();
    hosts.modals.fail = offline();
    const { user } = renderOverlayHost();
    showErrorDialog('Deletion Failed', 'The trail could not be deleted.');
    const error = await screen.findByRole('dialog', { name: 'Deletion Failed' });
    expect(within(error).getByRole('alert')).toHaveTextContent('The trail could not be deleted.');
    await user.keyboard('{Escape}');
    await dialogsClosed();
  });

  it('once the code can be downloaded again, the next dialog loads it', async () => {
    const { user, t, answer, failed } = await confirmOffline();
    await expect(answer).resolves.toBe(false);
    await user.click(within(failed).getByRole('button', { name: t('common.ok') }));
    await dialogsClosed();

    hosts.modals.fail = null; // back online
    const next = confirm({ title: 'Delete Tag', message: 'Sure?' });
    const dialog = await screen.findByRole('dialog', { name: 'Delete Tag' });
    await user.click(within(dialog).getByRole('button', { name: t('common.confirm') }));
    await expect(next).resolves.toBe(true);
  });
});

describe('a notice whose container cannot be downloaded', () => {
  it('ends in SPEC.md §8’s chunk dialog; the notice waits, and shows with the next one once it loads', async () => {
    hosts.notifications.fail = offline();
    const { user, t } = renderOverlayHost();
    notifySuccess('Trail saved', 'Saved just now');
    const failed = await screen.findByRole('dialog', { name: t('errors.chunkFailed') });
    await user.click(within(failed).getByRole('button', { name: t('common.ok') }));
    await dialogsClosed();

    hosts.notifications.fail = null;
    notifySuccess('Tag created', 'It is in the list');
    expect(await screen.findByText('Tag created')).toBeInTheDocument();
    expect(screen.getByText('Trail saved')).toBeInTheDocument();
  });
});

describe('the signed-in app closing', () => {
  it('takes a plain dialog still open with it: it does not come back with the next host', async () => {
    await signInAsAdmin();
    hosts.modals.fail = offline();
    const { unmount } = renderOverlayHost();
    showErrorDialog('Deletion Failed', 'The trail could not be deleted.');
    await screen.findByRole('dialog', { name: 'Deletion Failed' });
    unmount();
    await signInAsAdmin(); // the sign-in screen, then the next signed-in app
    renderOverlayHost();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('in React’s StrictMode', () => {
  it.each([
    ['an error dialog', () => showErrorDialog('Deletion Failed', 'The trail could not be deleted.')],
    ['a confirmation', () => void confirm({ title: 'Deletion Failed', message: 'Sure?' })],
  ])('%s asked for before the host mounts is shown once it does', async (_, ask) => {
    await signInAsAdmin();
    ask();
    renderOverlayHost({ strict: true });
    expect(await screen.findByRole('dialog', { name: 'Deletion Failed' })).toBeInTheDocument();
  });
});
