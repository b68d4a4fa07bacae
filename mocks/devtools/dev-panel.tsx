/**
 * The developer panel (demo and dev builds; Alt+Shift+D or the header button): latency,
 * failing calls, expiring the access token, the last 50 calls, and Reset demo data.
 * Loaded on first open.
 */
// It may open on the sign-in screen, before the signed-in app has loaded Mantine's styles: it
// loads the same per-component list (so a file missing there shows here too).
import '@/app/mantine-styles';
// After that list (Mantine's order: they are built on Input, InlineInput and ModalBase), the
// styles of the components only this panel draws, which the list leaves to their users.
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Table.css';
import { Alert, Button, Checkbox, Drawer, Group, NativeSelect, NumberInput, Radio, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import { expireAccessTokens } from '../db/sessions';
import { db } from '../db/store';
import { persistenceStatus, onPersistenceStatus } from '../persist/status';
import { storage } from '../persist/storage';
import {
  callLog,
  clearCallLog,
  FAULT_KINDS,
  LATENCIES,
  onCallLog,
  onFaultsChange,
  readFaults,
  writeFaults,
  type FaultKind,
  type Latency,
} from './faults';
import type { MessageKey } from '../../src/i18n/catalogues';
import { useT } from '../../src/i18n/use-t';
import { PANEL_SHORTCUT } from './messages';
import { OTHER_ADMIN_MS, onOtherAdmin, otherAdminOn, setOtherAdmin } from './other-admin';
import { panel, usePanel } from './panel-state';
import { ResetDemoButton } from './reset-demo';
import { storageMessage } from './storage-notice';

const LATENCY_LABELS: Record<Latency, MessageKey> = {
  realistic: 'demo.latencyRealistic',
  none: 'demo.latencyNone',
  '1000': 'demo.latency1s',
  '3000': 'demo.latency3s',
  '35000': 'demo.latency35s',
};

const KIND_LABELS: Record<FaultKind, MessageKey> = {
  '500': 'demo.fail500',
  '503': 'demo.fail503',
  '401': 'demo.fail401',
  network: 'demo.failNetworkOption',
};

// A clock time of the log: 24 hours, Latin digits, the same in both languages.
const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });

function useFaults() {
  return useSyncExternalStore(onFaultsChange, readFaults);
}

function CallLog() {
  const { t } = useT();
  const entries = useSyncExternalStore(onCallLog, callLog);
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={3} size="h5">
          {t('demo.logTitle')}
        </Title>
        <Button size="xs" variant="subtle" onClick={clearCallLog} disabled={entries.length === 0}>
          {t('demo.logClear')}
        </Button>
      </Group>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('demo.logEmpty')}
        </Text>
      ) : (
        <Table striped withTableBorder fz="xs" verticalSpacing={4} aria-label={t('demo.logTitle')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('demo.logTime')}</Table.Th>
              <Table.Th>{t('demo.logCall')}</Table.Th>
              <Table.Th>{t('demo.logStatus')}</Table.Th>
              <Table.Th>{t('demo.logDuration')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td dir="ltr">{timeFormat.format(e.at)}</Table.Td>
                <Table.Td dir="ltr" style={{ wordBreak: 'break-all' }}>
                  {e.method} {e.path}
                </Table.Td>
                <Table.Td c={e.status === 0 || e.status >= 400 ? 'red.8' : undefined}>
                  {e.status === 0 ? t('demo.logNetworkError') : e.status}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{t('demo.logMs', { ms: e.ms })}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

function Failures() {
  const { t, tx } = useT();
  const faults = useFaults();
  const [kind, setKind] = useState<FaultKind>(faults.failKind);
  const [count, setCount] = useState<string | number>(3);
  const calls = Math.max(1, Math.min(100, Math.round(Number(count) || 1)));
  const pending = faults.failRemaining;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('demo.failLabel')}
      </Title>
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label={t('demo.failKind')}
          data={FAULT_KINDS.map((k) => ({ value: k, label: t(KIND_LABELS[k]) }))}
          value={kind}
          onChange={(e) => setKind(e.currentTarget.value as FaultKind)}
          w={220}
        />
        <NumberInput label={t('demo.failCount')} value={count} onChange={setCount} min={1} max={100} allowDecimal={false} w={120} />
        <Button onClick={() => writeFaults({ failKind: kind, failRemaining: calls })}>{t('demo.failStart')}</Button>
      </Group>
      {pending > 0 && (
        <Alert color="orange" variant="light" role="status">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">
              {tx('demo.failPending', {
                count: pending,
                kind: faults.failKind === 'network' ? t('demo.failNetwork') : faults.failKind,
              })}
            </Text>
            <Button size="xs" variant="white" color="orange" onClick={() => writeFaults({ failRemaining: 0 })}>
              {t('demo.failCancel')}
            </Button>
          </Group>
        </Alert>
      )}
    </Stack>
  );
}

function ExpireToken() {
  const { t } = useT();
  const [done, setDone] = useState<number | null>(null);
  return (
    <Group gap="sm">
      <Button
        variant="light"
        onClick={() => {
          void storage.write(async () => expireAccessTokens(db)).then(setDone);
        }}
      >
        {t('demo.expireToken')}
      </Button>
      {done !== null && (
        <Text size="sm" role="status">
          {t('demo.expireDone', { count: done })}
        </Text>
      )}
    </Group>
  );
}

/** The switch of "another administrator" (./other-admin.ts): watch the panel stay fresh. */
function OtherAdmin() {
  const { t } = useT();
  const on = useSyncExternalStore(onOtherAdmin, otherAdminOn);
  return (
    <Checkbox
      checked={on}
      onChange={(e) => setOtherAdmin(e.currentTarget.checked)}
      label={t('demo.otherAdmin', { seconds: OTHER_ADMIN_MS / 1000 })}
      description={t('demo.otherAdminHint')}
    />
  );
}

export default function DevPanel() {
  const { t } = useT();
  const opened = usePanel((s) => s.opened);
  const faults = useFaults();
  const status = useSyncExternalStore(onPersistenceStatus, persistenceStatus);
  return (
    <Drawer
      opened={opened}
      onClose={panel.close}
      position="right"
      size={520}
      title={t('demo.panelTitle', { shortcut: PANEL_SHORTCUT })}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <Stack gap="lg">
        <Radio.Group label={t('demo.latencyLabel')} value={faults.latency} onChange={(v) => writeFaults({ latency: v as Latency })}>
          <Group gap="md" mt={6}>
            {LATENCIES.map((l) => (
              <Radio key={l} value={l} label={t(LATENCY_LABELS[l])} />
            ))}
          </Group>
        </Radio.Group>
        <Failures />
        <ExpireToken />
        <OtherAdmin />
        <Text size="xs" c="dimmed">
          {t('demo.settingsNote')}
        </Text>
        <CallLog />
        <Stack gap={4}>
          <Text size="sm" c={status.mode === 'memory' ? 'red.8' : 'dimmed'}>
            {t(storageMessage(status) ?? 'demo.storageSaved')}
          </Text>
          <div>
            <ResetDemoButton />
          </div>
        </Stack>
      </Stack>
    </Drawer>
  );
}
