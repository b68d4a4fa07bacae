import { Button, Group, List, Stack, Text } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { discardEntry, failureError, resumeOutbox, retryEntry } from '@/api/common/outbox-resume';
import type { OutboxEntry } from '@/api/common/outbox';
import { apiErrorText } from '@/i18n/api-error-text';
import type { MessageKey } from '@/i18n/catalogues';
import type { Translator } from '@/i18n/translator';
import { translator } from '@/i18n/translator';
import { useT } from '@/i18n/use-t';
import { notifyInfo, showAlertDialog } from '@/ui/dialogs';
import { resumedEdits } from './resumed-edits';

/**
 * The start of an administrator's session (a load, a sign-in) when the outbox has writes of
 * theirs from before (src/api/common/outbox-resume.ts): what was not answered is sent again;
 * what went through is said in a notice and the screens read the server again; what failed
 * (now or in an earlier session) is listed in a dialog with its reason, a Retry and a Discard.
 */
export async function resumeUnsentWrites(userId: number, client: QueryClient): Promise<void> {
  const { sent, failed } = await resumeOutbox(userId, resumedEdits(client));
  const { t } = translator();
  if (sent > 0) {
    notifyInfo(t('outbox.sentTitle'), t('outbox.sentText', { n: sent }));
  }
  if (failed.length > 0) showAlertDialog(t('outbox.failedTitle'), <UnsentList entries={failed} client={client} />);
}

/** Held writes wait for the network (src/api/common/held-writes.ts): said once per offline spell. */
export function notifyWaitingForNetwork(): void {
  const { t } = translator();
  notifyInfo(t('outbox.waitingTitle'), t('outbox.waitingText'));
}

const STATUS_TEXT: Record<string, MessageKey> = { active: 'status.active', inactive: 'status.inactive', deleted: 'status.deleted', pending: 'status.pending' };
const REVIEW_TEXT: Record<string, MessageKey> = {
  accept: 'reviews.acceptOf',
  reject: 'reviews.rejectOf',
  deactivate: 'reviews.deactivateOf',
  reactivate: 'reviews.reactivateOf',
};

const idIn = (json: unknown, name: string): string => {
  const value = typeof json === 'object' && json !== null ? (json as Record<string, unknown>)[name] : undefined;
  return typeof value === 'number' || typeof value === 'string' ? String(value) : '?';
};
const statusText = (tr: Translator, status: string) => (STATUS_TEXT[status] ? tr.t(STATUS_TEXT[status]) : status);

/** What a held write did, in words: the requests the panel holds (src/api/{trails,users,reviews}). */
export function describeWrite(tr: Translator, { request }: OutboxEntry): string {
  const { path, json, method } = request;
  const review = /^\/trails\/review\/(\w+)$/.exec(path);
  const reviewText = review ? REVIEW_TEXT[review[1]!] : undefined;
  if (reviewText) return tr.t(reviewText, { id: idIn(json, 'reviewId') });
  if (path === '/trails/activate') return tr.t('outbox.trailStatus', { id: idIn(json, 'id'), status: statusText(tr, 'active') });
  if (path === '/trails/deactivate') return tr.t('outbox.trailStatus', { id: idIn(json, 'id'), status: statusText(tr, 'deleted') });
  const trail = /^\/trails\/(\d+)\/status$/.exec(path);
  if (trail) return tr.t('outbox.trailStatus', { id: trail[1]!, status: statusText(tr, idIn(json, 'status')) });
  if (path === '/users/management/status') return tr.t('outbox.userStatus', { id: idIn(json, 'userId'), status: statusText(tr, idIn(json, 'status')) });
  return `${method} ${path}`;
}

function UnsentList({ entries: initial, client }: { entries: OutboxEntry[]; client: QueryClient }) {
  const tr = useT();
  const [entries, setEntries] = useState(initial);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const settle = (entry: OutboxEntry, next: OutboxEntry | null) => {
    setBusy((keys) => new Set([...keys].filter((key) => key !== entry.key)));
    setEntries((list) => list.flatMap((e) => (e.key !== entry.key ? [e] : next ? [next] : [])));
  };
  const retry = (entry: OutboxEntry) => {
    setBusy((keys) => new Set(keys).add(entry.key));
    void retryEntry(entry).then((next) => {
      if (!next) void client.invalidateQueries();
      settle(entry, next);
    });
  };
  const discard = (entry: OutboxEntry) => {
    void discardEntry(entry).then(() => settle(entry, null));
  };
  let body: ReactNode;
  if (entries.length === 0) body = <Text size="sm">{tr.t('outbox.allDone')}</Text>;
  else
    body = (
      <List size="sm" spacing="xs" listStyleType="none">
        {entries.map((entry) => {
          const what = describeWrite(tr, entry);
          return (
            <List.Item key={entry.key}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" component="span">
                  {tr.tx('outbox.failure', { what, reason: entry.failure?.tooOld ? tr.t('outbox.tooOld') : apiErrorText(tr, failureError(entry)) })}
                </Text>
                <Group gap={4} wrap="nowrap" flex="none">
                  <Button size="compact-sm" variant="light" loading={busy.has(entry.key)} aria-label={tr.t('outbox.retryOf', { what })} onClick={() => retry(entry)}>
                    {tr.t('common.retry')}
                  </Button>
                  <Button size="compact-sm" variant="subtle" color="red" disabled={busy.has(entry.key)} aria-label={tr.t('outbox.discardOf', { what })} onClick={() => discard(entry)}>
                    {tr.t('outbox.discard')}
                  </Button>
                </Group>
              </Group>
            </List.Item>
          );
        })}
      </List>
    );
  return (
    <Stack gap="xs" role="alert">
      <Text size="sm">{tr.t('outbox.failedText', { n: initial.length })}</Text>
      {body}
    </Stack>
  );
}
