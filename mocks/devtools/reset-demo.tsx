/** "Reset demo data", after a confirmation: the seed again in every tab, then this tab reloads. */
import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../src/i18n/use-t';
import { resetDemoData } from '../persist/boot';

/** How the page starts afresh after a reset (tests replace it: jsdom cannot reload). */
export const afterReset = { reload: () => window.location.reload() };

export function ResetDemoButton({ fullWidth = false, variant = 'subtle' }: { fullWidth?: boolean; variant?: 'subtle' | 'default' }) {
  const { t } = useT();
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
        // The label wraps rather than being cut: in Arabic it is wider than the sidebar's foot.
        h="auto"
        mih={30}
        py={6}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'start', lineHeight: 1.4 } }}
        leftSection={<IconRestore size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('demo.resetButton')}
      </Button>
      <Modal opened={opened} onClose={() => !busy && setOpened(false)} title={t('demo.resetTitle')} centered>
        <Text size="sm">{t('demo.resetBody')}</Text>
        {failed && (
          <Alert color="red" variant="light" mt="md" role="alert">
            {t('demo.resetFailed')}
          </Alert>
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setOpened(false)} disabled={busy}>
            {t('demo.resetCancel')}
          </Button>
          <Button color="red" onClick={() => void confirm()} disabled={busy}>
            {busy ? t('demo.resetBusy') : t('demo.resetConfirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
