import { Button, Group, List, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { apiErrorText } from '@/i18n/api-error-text';
import { translator } from '@/i18n/translator';
import type { BulkReport, BulkSending } from './bulk-report';
import { showAlertDialog } from './dialogs';

/**
 * The result dialog of a bulk action that did not all go through (src/ui/bulk-toolbar.tsx's
 * reportBulkResult): how many succeeded, then every row by what happened to it: failed (with
 * the single action's failure text and the reason), not sent (the run was stopped first, and
 * why), succeeded. Loaded only when one is shown.
 */
export function showBulkResult({ total, succeeded, failures, notSent, stopped }: BulkReport): void {
  const tr = translator();
  const { t, tx } = tr;
  // Names are user data: each in its own direction.
  const named = (name: string) => <bdi>{name}</bdi>;
  const section = (heading: string, lines: readonly ReactNode[]) =>
    lines.length > 0 && (
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {heading}
        </Text>
        <List size="sm" spacing={2}>
          {lines.map((line, index) => (
            <List.Item key={index}>{line}</List.Item>
          ))}
        </List>
      </Stack>
    );
  showAlertDialog(
    t(stopped ? 'bulkResult.stoppedTitle' : 'bulkResult.title'),
    <Stack gap="sm" role="alert" mah="60vh" style={{ overflowY: 'auto' }}>
      <Text size="sm">
        {t('bulkResult.succeeded', { ok: succeeded.length, total })}
        {stopped && ` ${t(stopped === 'cancel' ? 'bulkResult.cancelled' : 'bulkResult.sessionEnded')}`}
      </Text>
      {section(
        t('bulkResult.failed', { n: failures.length }),
        failures.map((failure) => tx('bulkResult.failure', { name: failure.name, message: failure.message, reason: apiErrorText(tr, failure.error) })),
      )}
      {section(t('bulkResult.notSent', { n: notSent.length }), notSent.map(named))}
      {section(t('bulkResult.succeededList', { n: succeeded.length }), succeeded.map(named))}
    </Stack>,
  );
}

function SendingProgress({ sending, cancel }: { sending: BulkSending; cancel: () => void }) {
  const subscribe = (listener: () => void) => {
    sending.listeners.add(listener);
    return () => void sending.listeners.delete(listener);
  };
  const done = useSyncExternalStore(subscribe, () => sending.done);
  const [stopping, setStopping] = useState(false);
  const { t } = translator();
  const text = t('bulkResult.sending', { done, total: sending.total });
  return (
    <Stack gap={6}>
      <Text size="sm" component="span">
        {text}
      </Text>
      <Group gap="sm" wrap="nowrap">
        <Progress flex={1} value={(done / Math.max(1, sending.total)) * 100} aria-label={text} aria-valuetext={text} />
        <Button
          size="compact-sm"
          variant="default"
          disabled={stopping}
          onClick={() => {
            setStopping(true);
            cancel();
          }}
        >
          {t('common.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The notice of a held bulk action being sent: how many are done, and Cancel, which sends no
 * further write. It leaves when the run is over (its result is reported then).
 */
export function showSendingNotice(sending: BulkSending, cancel: () => void): void {
  if (sending.over) return;
  const id = notifications.show({
    autoClose: false,
    withCloseButton: false,
    message: <SendingProgress sending={sending} cancel={cancel} />,
  });
  const hideWhenOver = () => {
    if (!sending.over) return;
    sending.listeners.delete(hideWhenOver);
    notifications.hide(id);
  };
  sending.listeners.add(hideWhenOver);
}
