/** The visible notice when the demo data cannot be saved (no IndexedDB, or it is full). */
import { Alert, CloseButton, Group, Text } from '@mantine/core';
import { IconDatabaseOff } from '@tabler/icons-react';
import { useState, useSyncExternalStore } from 'react';
import { onPersistenceStatus, persistenceStatus, type PersistenceStatus } from '../persist/status';
import { DEMO_MESSAGES as M } from './messages';

export function storageMessage(status: PersistenceStatus): string | null {
  if (status.mode !== 'memory') return null;
  if (status.reason === 'full') return M.storageFull;
  if (status.reason === 'unavailable') return M.storageUnavailable;
  if (status.reason === 'error') return M.storageError;
  return null;
}

export function StorageNotice() {
  const status = useSyncExternalStore(onPersistenceStatus, persistenceStatus);
  const [dismissed, setDismissed] = useState<PersistenceStatus | null>(null);
  const message = storageMessage(status);
  if (!message || dismissed === status) return null;
  return (
    // Dark shades: white text keeps a contrast of at least 4.5:1 (WCAG AA).
    <Alert color="red.9" variant="filled" role="status" icon={<IconDatabaseOff aria-hidden />}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm">{message}</Text>
        <CloseButton aria-label={M.dismiss} onClick={() => setDismissed(status)} variant="transparent" c="white" />
      </Group>
    </Alert>
  );
}
