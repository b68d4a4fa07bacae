import { ActionIcon, Badge, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Tag } from '@/api/tags/schemas';
import { columnHelper } from '@/components/data-table';
import { usageColor } from './tag-list';

const col = columnHelper<Tag>();

/** Table: id, name, usage count, In Use or Unused, delete (SPEC.md §2 "Tags"). */
export function tagColumns(onDelete: (tag: Tag) => void) {
  return [
    col.accessor('id', { header: 'ID', meta: { width: 80 } }),
    col.accessor('name', {
      header: 'Name',
      cell: ({ getValue }) => (
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {getValue()}
        </Text>
      ),
    }),
    col.accessor('trailCount', {
      header: 'Usage',
      cell: ({ getValue }) => {
        const count = getValue();
        return (
          <Badge color={usageColor(count)} variant="light" data-color={usageColor(count)}>
            {count} {count === 1 ? 'trail' : 'trails'}
          </Badge>
        );
      },
    }),
    col.display({
      id: 'status',
      header: 'Status',
      cell: ({ row }) =>
        row.original.trailCount > 0 ? (
          <Text size="sm" c="green.8">In Use</Text>
        ) : (
          <Text size="sm" c="dimmed">Unused</Text>
        ),
    }),
    col.display({
      id: 'actions',
      header: 'Actions',
      meta: { width: 150 },
      cell: ({ row }) => (
        <ActionIcon variant="subtle" color="red" onClick={() => onDelete(row.original)} aria-label={`Delete tag ${row.original.name}`}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      ),
    }),
  ];
}
