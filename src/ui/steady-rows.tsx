import { Button, Group, Text } from '@mantine/core';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { cameFromCheck, queryHashOf, releasedCount, subscribeReleased } from '@/api/common/freshness-marks';
import { useT } from '@/i18n/use-t';

export interface SteadyRows<A> {
  /** The rows to draw: those shown so far while a check's change waits to be shown. */
  rows: A;
  /** A check changed the list's rows: how many of the new rows were not shown; null otherwise. */
  changed: { added: number } | null;
  /** Shows the list as the server has it now. */
  show: () => void;
}

/**
 * A list's rows that do not move under the administrator (docs/decisions/freshness.md). New
 * data of the same query that a freshness check brought (src/api/common/freshness.ts) and that adds,
 * removes or reorders rows is not drawn: the rows shown stay, and `changed` offers it. A row
 * whose fields changed in place is drawn at once; so is everything else (the administrator's
 * own writes, a Retry, another page or filter): `source` is the query's data the rows come from.
 */
export function useSteadyRows<A extends readonly unknown[]>(source: unknown, rows: A, rowId: (row: A[number]) => string | number): SteadyRows<A> {
  const [shown, setShown] = useState({ source, rows });
  useSyncExternalStore(subscribeReleased, releasedCount);
  const moved = shown.rows.length !== rows.length || shown.rows.some((row, i) => rowId(row) !== rowId(rows[i]!));
  const held = moved && shown.source !== source && cameFromCheck(source) && queryHashOf(shown.source) === queryHashOf(source);
  // Compared by ids, not by the array: a list drawn again with the same rows sets nothing.
  if (!held && (shown.source !== source || moved)) setShown({ source, rows });
  const before = new Set(held ? shown.rows.map(rowId) : []);
  return {
    rows: held ? shown.rows : rows,
    changed: held ? { added: rows.filter((row) => !before.has(rowId(row))).length } : null,
    show: () => setShown({ source, rows }),
  };
}

/** The line above a list whose rows changed under the administrator, with its Show button. */
export function ChangedNotice({ text, onShow }: { text: ReactNode; onShow: () => void }) {
  const { t } = useT();
  return (
    <Group gap="sm" role="status" bg="var(--mantine-color-blue-light)" p="xs" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
      <Text size="sm">{text}</Text>
      <Button size="compact-sm" variant="light" onClick={onShow}>
        {t('table.showChanges')}
      </Button>
    </Group>
  );
}
