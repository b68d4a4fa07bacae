import { IconTrash } from '@tabler/icons-react';
import type { Tag } from '@/api/tags/schemas';
import { CellBadge, Line } from '@/ui/cells';
import { columnHelper } from '@/ui/data-table';
import { RowIconButton } from '@/ui/row-controls';
import { UserText } from '@/ui/user-text';
import type { Translator } from '@/i18n/translator';

const col = columnHelper<Tag>();

/** SPEC.md §2: green above 5 trails, grey at 0, blue otherwise. */
function usageColor(trailCount: number): 'green' | 'gray' | 'blue' {
  if (trailCount > 5) return 'green';
  if (trailCount === 0) return 'gray';
  return 'blue';
}

/** Table: id, name, usage count, In Use or Unused, delete (SPEC.md §2 "Tags"). */

export function tagColumns({ t }: Translator, onDelete: (tag: Tag) => void) {
  return [
    col.accessor('id', { header: t('common.id'), meta: { kind: 'short' } }),
    col.accessor('name', {
      header: t('common.name'),
      meta: { kind: 'text' },
      cell: ({ getValue }) => (
        <Line strong wrapAnywhere>
          <UserText text={getValue()} />
        </Line>
      ),
    }),
    col.accessor('trailCount', {
      header: t('tags.colUsage'),
      meta: { kind: 'short' },
      cell: ({ getValue }) => {
        const count = getValue();
        return (
          <CellBadge color={usageColor(count)}>{t('tags.usage', { count })}</CellBadge>
        );
      },
    }),
    col.display({
      id: 'status',
      header: t('common.status'),
      meta: { kind: 'short' },
      cell: ({ row }) =>
        row.original.trailCount > 0 ? (
          <Line style={{ color: 'light-dark(var(--mantine-color-green-8), var(--mantine-color-green-text))' }}>{t('tags.inUse')}</Line>
        ) : (
          <Line dimmed>{t('tagStats.unused')}</Line>
        ),
    }),
    col.display({
      id: 'actions',
      header: t('common.actions'),
      meta: { width: 150 },
      cell: ({ row }) => (
        <RowIconButton
          color="red"
          onClick={() => onDelete(row.original)}
          aria-label={t('tags.deleteNamed', { name: row.original.name })}
        >
          <IconTrash size={18} aria-hidden />
        </RowIconButton>
      ),
    }),
  ];
}
