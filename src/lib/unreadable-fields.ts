import type { UnreadableRow } from '@/api/common/schemas';

/**
 * The fields the unreadable records' issues name, each once: `name, elevationGain` (a module
 * of its own: only the detail screens, loaded on demand, say which fields).
 */
export function unreadableFields(rows: readonly UnreadableRow[]): string {
  return [...new Set(rows.flatMap((row) => row.issues.map((issue) => String(issue.path[0]))))].join(', ');
}
