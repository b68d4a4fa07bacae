import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { City, Country } from '@/api/locations/schemas';
import { CellRow, Line } from '@/ui/cells';
import { columnHelper } from '@/ui/data-table';
import { RowIconButton } from '@/ui/row-controls';
import { UserText } from '@/ui/user-text';
import type { Translator } from '@/i18n/translator';
import { useT } from '@/i18n/use-t';

interface RowHandlers<T> {
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
}

function RowActions<T extends { name: string }>({ item, onEdit, onDelete }: { item: T } & RowHandlers<T>) {
  const { t } = useT();
  return (
    <CellRow gap={4} center>
      <RowIconButton aria-label={t('locations.editNamed', { name: item.name })} onClick={() => onEdit(item)}>
        <IconPencil size={18} aria-hidden />
      </RowIconButton>
      <RowIconButton color="red" aria-label={t('locations.deleteNamed', { name: item.name })} onClick={() => onDelete(item)}>
        <IconTrash size={18} aria-hidden />
      </RowIconButton>
    </CellRow>
  );
}

/** SPEC.md §9: names cut at 50 characters; the full name on hover. */
function LocationName({ name }: { name: string }) {
  return (
    <Line span>
      <UserText text={name} max={50} />
    </Line>
  );
}

const countryHelper = columnHelper<Country>();
const cityHelper = columnHelper<City>();

/** Countries tab: id, name (SPEC.md §2), and the row actions. */
export function countryColumns({ t }: Translator, h: RowHandlers<Country>) {
  return countryHelper.columns([
    countryHelper.accessor('id', { header: t('common.id'), meta: { kind: 'short' } }),
    countryHelper.accessor('name', {
      header: t('common.name'),
      meta: { kind: 'text' },
      cell: ({ row }) => <LocationName name={row.original.name} />,
    }),
    countryHelper.display({
      id: 'actions',
      header: t('common.actions'),
      meta: { width: 150, align: 'center' },
      cell: ({ row }) => <RowActions item={row.original} {...h} />,
    }),
  ]);
}

/** Cities tab: id, name, country (SPEC.md §2), and the row actions. */
export function cityColumns({ t }: Translator, h: RowHandlers<City>) {
  return cityHelper.columns([
    cityHelper.accessor('id', { header: t('common.id'), meta: { kind: 'short' } }),
    cityHelper.accessor('name', {
      header: t('common.name'),
      meta: { kind: 'text' },
      cell: ({ row }) => <LocationName name={row.original.name} />,
    }),
    cityHelper.display({
      id: 'country',
      header: t('common.country'),
      meta: { kind: 'text' },
      cell: ({ row }) => <LocationName name={row.original.country.name} />,
    }),
    cityHelper.display({
      id: 'actions',
      header: t('common.actions'),
      meta: { width: 150, align: 'center' },
      cell: ({ row }) => <RowActions item={row.original} {...h} />,
    }),
  ]);
}
