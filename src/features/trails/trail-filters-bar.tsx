import { Button, Grid, Group, NativeSelect, Paper, Title } from '@mantine/core';
import { IconFilter, IconPlus, IconRefresh } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FreeTextInput } from '@/ui/free-text-field';
import type { Country } from '@/api/locations/schemas';
import type { SortBy, TrailStatus } from '@/api/trails/schemas';
import { trailStatusOptions } from '@/widgets/status-badges';
import { useT } from '@/i18n/use-t';
import { useDraft } from '@/lib/use-draft';
import { INITIAL_TRAIL_FILTERS, type TrailFilters } from '@/stores/trail-filters';
import { CountryMultiSelect } from './country-multi-select';

interface TrailFiltersBarProps {
  /** The applied filters; the bar edits a draft of them until Apply. */
  applied: TrailFilters;
  countries: Country[];
  countriesLoading: boolean;
  onApply: (filters: TrailFilters) => void;
  onReset: () => void;
  /** The list's Views and Columns menus, beside Add New Trail. */
  tools?: ReactNode;
}

/**
 * The "Trail Filters" bar. Edits are a draft: nothing is fetched until Apply (or Enter in
 * the name field). The draft follows the applied filters when they change from outside.
 */
export function TrailFiltersBar({
  applied,
  countries,
  countriesLoading,
  onApply,
  onReset,
  tools,
}: TrailFiltersBarProps) {
  const { t } = useT();
  const [draft, setDraft] = useDraft<TrailFilters>(applied);
  /** SPEC.md §2: Status All, Active, Pending, Inactive (`deleted` on the wire). */
  const statusChoices = [{ value: '', label: t('trails.statusAll') }, ...trailStatusOptions(t)];
  const sortChoices = [
    { value: 'newest', label: t('trails.newest') },
    { value: 'oldest', label: t('trails.oldest') },
  ];
  const set = <K extends keyof TrailFilters>(key: K, value: TrailFilters[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="trail-filters-title">
      <Title order={2} size="h4" mb="sm" id="trail-filters-title">
        {t('trails.filters')}
      </Title>
      <form
        role="search"
        aria-label={t('trails.filtersLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          onApply({ ...draft, name: draft.name.trim() });
        }}
      >
        <Grid align="flex-end">
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <FreeTextInput
              label={t('trails.nameFilter')}
              placeholder={t('common.searchByName')}
              value={draft.name}
              onChange={(e) => set('name', e.currentTarget.value)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <CountryMultiSelect
              countries={countries}
              loading={countriesLoading}
              value={draft.countryFilter}
              onChange={(ids) => set('countryFilter', ids)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <NativeSelect
              label={t('common.status')}
              data={statusChoices}
              value={draft.statusFilter}
              onChange={(e) => set('statusFilter', e.currentTarget.value as TrailStatus | '')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <NativeSelect
              label={t('trails.sortBy')}
              data={sortChoices}
              value={draft.sortBy || 'newest'}
              onChange={(e) => set('sortBy', e.currentTarget.value as SortBy)}
            />
          </Grid.Col>
        </Grid>
        <Group mt="md" justify="space-between">
          <Group>
            <Button type="submit" leftSection={<IconFilter size={16} aria-hidden />}>
              {t('trails.apply')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={() => {
                setDraft(INITIAL_TRAIL_FILTERS);
                onReset();
              }}
            >
              {t('common.reset')}
            </Button>
          </Group>
          <Group>
            {tools}
            <Button
              component={Link}
              to="/trail/new"
              color="teal"
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {t('trails.addNew')}
            </Button>
          </Group>
        </Group>
      </form>
    </Paper>
  );
}
