/** The visible notice when the demo data cannot be saved (no IndexedDB, or it is full). */
import { Alert, CloseButton, Group, Text } from '@mantine/core';
import { IconDatabaseOff } from '@tabler/icons-react';
import { useState, useSyncExternalStore } from 'react';
import type { MessageKey } from '../../src/i18n/catalogues';
import { useT } from '../../src/i18n/use-t';
import { onPersistenceStatus, persistenceStatus, type PersistenceStatus } from '../persist/status';

export function storageMessage(status: PersistenceStatus): MessageKey | null {
  if (status.mode !== 'memory') return null;
  if (status.reason === 'full') return 'demo.storageFull';
  if (status.reason === 'unavailable') return 'demo.storageUnavailable';
  if (status.reason === 'error') return 'demo.storageError';
  if (status.reason === 'outdated') return 'demo.storageOutdated';
  return null;
}

export function StorageNotice() {
  const { t } = useT();
  const status = useSyncExternalStore(onPersistenceStatus, persistenceStatus);
  const [dismissed, setDismissed] = useState<PersistenceStatus | null>(null);
  const message = storageMessage(status);
  if (!message || dismissed === status) return null;
  return (
    // Dark shades: white text keeps a contrast of at least 4.5:1 (WCAG AA).
    <Alert color="red.9" variant="filled" role="status" icon={<IconDatabaseOff aria-hidden />}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm">{t(message)}</Text>
        <CloseButton aria-label={t('demo.dismiss')} onClick={() => setDismissed(status)} variant="transparent" c="white" />
      </Group>
    </Alert>
  );
}
