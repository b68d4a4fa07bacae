import { ActionIcon, Group, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { City, Country } from '@/api/locations/schemas';
import { columnHelper } from '@/components/data-table';
import { truncate } from '@/lib/format';

interface RowHandlers<T> {
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
}

function RowActions<T extends { name: string }>({ item, onEdit, onDelete }: { item: T } & RowHandlers<T>) {
  return (
    <Group gap={4} wrap="nowrap" justify="center">
      <ActionIcon variant="subtle" aria-label={`Edit ${item.name}`} onClick={() => onEdit(item)}>
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={`Delete ${item.name}`} onClick={() => onDelete(item)}>
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/** SPEC.md §9: names cut at 50 characters; the full name on hover. */
function LocationName({ name }: { name: string }) {
  const shown = truncate(name);
  return (
    <Text span size="sm" title={shown === name ? undefined : name}>
      {shown}
    </Text>
  );
}

const countryHelper = columnHelper<Country>();
const cityHelper = columnHelper<City>();

/** Countries tab: id, name (SPEC.md §2), and the row actions. */
export function countryColumns(h: RowHandlers<Country>) {
  return countryHelper.columns([
    countryHelper.accessor('id', { header: 'ID', meta: { width: 90 } }),
    countryHelper.accessor('name', { header: 'Name', cell: ({ row }) => <LocationName name={row.original.name} /> }),
    countryHelper.display({
      id: 'actions',
      header: 'Actions',
      meta: { width: 150, align: 'center' },
      cell: ({ row }) => <RowActions item={row.original} {...h} />,
    }),
  ]);
}

/** Cities tab: id, name, country (SPEC.md §2), and the row actions. */
export function cityColumns(h: RowHandlers<City>) {
  return cityHelper.columns([
    cityHelper.accessor('id', { header: 'ID', meta: { width: 90 } }),
    cityHelper.accessor('name', { header: 'Name', cell: ({ row }) => <LocationName name={row.original.name} /> }),
    cityHelper.display({ id: 'country', header: 'Country', cell: ({ row }) => <LocationName name={row.original.country.name} /> }),
    cityHelper.display({
      id: 'actions',
      header: 'Actions',
      meta: { width: 150, align: 'center' },
      cell: ({ row }) => <RowActions item={row.original} {...h} />,
    }),
  ]);
}
