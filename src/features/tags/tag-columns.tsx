import { ActionIcon, Badge, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Tag } from '@/api/tags/schemas';
import { columnHelper } from '@/components/data-table';
import { UserText } from '@/components/user-text';
import type { Translator } from '@/i18n/translator';
import { usageColor } from './tag-list';

const col = columnHelper<Tag>();

/** Table: id, name, usage count, In Use or Unused, delete (SPEC.md §2 "Tags"). */
export function tagColumns({ t }: Translator, onDelete: (tag: Tag) => void) {
  return [
    col.accessor('id', { header: t('common.id'), meta: { width: 80 } }),
    col.accessor('name', {
      header: t('common.name'),
      cell: ({ getValue }) => (
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          <UserText text={getValue()} />
        </Text>
      ),
    }),
    col.accessor('trailCount', {
      header: t('tags.colUsage'),
      cell: ({ getValue }) => {
        const count = getValue();
        return (
          <Badge color={usageColor(count)} variant="light" data-color={usageColor(count)}>
            {t('tags.usage', { count })}
          </Badge>
        );
      },
    }),
    col.display({
      id: 'status',
      header: t('common.status'),
      cell: ({ row }) =>
        row.original.trailCount > 0 ? (
          <Text size="sm" c="green.8">
            {t('tags.inUse')}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('tags.unused')}
          </Text>
        ),
    }),
    col.display({
      id: 'actions',
      header: t('common.actions'),
      meta: { width: 150 },
      cell: ({ row }) => (
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={() => onDelete(row.original)}
          aria-label={t('tags.deleteNamed', { name: row.original.name })}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      ),
    }),
  ];
}
