import type { UnreadableRow } from '@/api/common/schemas';
import type { MessageKey } from '@/i18n/catalogues';
import type { MessageArgs } from '@/i18n/message-args.gen';
import type { Translator } from '@/i18n/translator';

/** A message without arguments: a label. */
export type LabelKey = { [K in MessageKey]: MessageArgs[K] extends null ? K : never }[MessageKey];

/**
 * The fields the unreadable records' issues name, each once, by the label the screen gives
 * them in its language (`labels`: the same label its form or details show, e.g. "Elevation
 * Gain (m)"): `Name, Elevation Gain (m)`. A field the screen has no label for is named as the
 * server sent it. A module of its own: only the detail screens, loaded on demand, say which
 * fields.
 */
export function unreadableFields(rows: readonly UnreadableRow[], labels: Readonly<Record<string, string>> = {}): string {
  const fields = new Set(rows.flatMap((row) => row.issues.map((issue) => String(issue.path[0]))));
  return [...new Set([...fields].map((field) => (Object.hasOwn(labels, field) ? labels[field]! : field)))].join(', ');
}

/** A screen's labels of its record's fields (field name: the message its form or details label it with), in `t`'s language. */
export function fieldLabels(t: Translator['t'], keys: Readonly<Record<string, LabelKey>>): Record<string, string> {
  return Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, t(key)]));
}
