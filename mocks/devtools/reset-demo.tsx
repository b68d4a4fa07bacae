/** "Reset demo data", after a confirmation: the seed again in every tab, then this tab reloads. */
import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { resetDemoData } from '../persist/boot';
import { DEMO_MESSAGES as M } from './messages';

/** How the page starts afresh after a reset (tests replace it: jsdom cannot reload). */
export const afterReset = { reload: () => window.location.reload() };

export function ResetDemoButton({ fullWidth = false, variant = 'subtle' }: { fullWidth?: boolean; variant?: 'subtle' | 'default' }) {
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function confirm() {
    setBusy(true);
    setFailed(false);
    try {
      await resetDemoData();
      // Everything this tab shows (caches, open forms) is of the old data: start afresh.
      afterReset.reload();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        variant={variant}
        color="gray"
        size="xs"
        fullWidth={fullWidth}
        leftSection={<IconRestore size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {M.resetButton}
      </Button>
      <Modal opened={opened} onClose={() => !busy && setOpened(false)} title={M.resetTitle} centered>
        <Text size="sm">{M.resetBody}</Text>
        {failed && (
          <Alert color="red" variant="light" mt="md" role="alert">
            {M.resetFailed}
          </Alert>
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setOpened(false)} disabled={busy}>
            {M.resetCancel}
          </Button>
          <Button color="red" onClick={() => void confirm()} disabled={busy}>
            {busy ? M.resetBusy : M.resetConfirm}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
