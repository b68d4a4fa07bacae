import { Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { tagsQueryOptions } from '@/api/tags/list';
import { ListFrame } from '@/ui/list-frame';
import { SegmentedChoice } from '@/ui/segmented-choice';
import { FreeTextInput } from '@/ui/free-text-field';
import { useT } from '@/i18n/use-t';
import { useSessionDraft } from '@/lib/session-drafts';
import { useListSearch } from '@/lib/use-list-search';
import { useHighlightedRow } from '@/ui/highlighted-row';
import { CREATE_TAG_DRAFT, CreateTagDialog } from './create-tag-dialog';
import { tagColumns } from './tag-columns';
import { TagStatCards } from './tag-stat-cards';
import { visibleTags, type SortDirection, type TagSortField } from './visible-tags';
import { useTagRowActions } from './use-tag-row-actions';

const route = getRouteApi('/_app/tags');

/** The URL's filters: the sort (the search box is typed, not linked). */
const FILTER_KEYS = ['sort', 'order'] as const;

/** /tags: the tag vocabulary (SPEC.md §2 "Tags"). Search and sort work on the loaded list. */
export function TagsScreen() {
  const tr = useT();
  const { t } = tr;
  const query = useQuery(tagsQueryOptions());
  const [search, setSearch] = useState('');
  const sorted = route.useSearch();
  const { setFilters } = useListSearch({ search: sorted, navigate: route.useNavigate(), filterKeys: FILTER_KEYS });
  const { sort: sortField = 'name', order: direction = 'asc' } = sorted;
  // The create dialog open when the session ended opens again, with the name typed in it.
  const typed = useSessionDraft<string>(CREATE_TAG_DRAFT);
  const [creating, setCreating] = useState(typed !== null);

  const tags = useMemo(() => query.data ?? [], [query.data]);
  const rows = useMemo(() => visibleTags(tags, search, sortField, direction), [tags, search, sortField, direction]);
  const highlighted = useHighlightedRow(sorted.highlight, rows);
  const deleteRow = useTagRowActions();
  const columns = useMemo(() => tagColumns(tr, deleteRow), [tr, deleteRow]);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{t('tags.title')}</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)} disabled={!query.isSuccess}>
          {t('tags.create')}
        </Button>
      </Group>

      <ListFrame
        query={query}
        errorText={t('tagStats.loadFailed')}
        toolbar={
          <>
            <TagStatCards tags={query.data} />
            <Group align="flex-end" gap="sm" wrap="wrap">
              <FreeTextInput
                label={t('tags.search')}
                placeholder={t('common.searchByName')}
                leftSection={<IconSearch size={16} aria-hidden />}
                value={search}
                onChange={(e) => setSearch(e.currentTarget.value)}
                style={{ flex: '1 1 220px' }}
              />
              {/* A native select, as the other lists' filters (trails' Sort By, the users' filters). */}
              <NativeSelect
                label={t('tags.sortBy')}
                data={[
                  { value: 'name', label: t('common.name') },
                  { value: 'usage', label: t('tags.sortUsage') },
                  { value: 'created', label: t('tags.sortCreated') },
                ]}
                value={sortField}
                onChange={(e) => {
                  const v = e.currentTarget.value as TagSortField;
                  setFilters({ sort: v === 'name' ? undefined : v });
                }}
                w={160}
              />
              <Stack gap={4}>
                <Text size="sm" fw={500} id="tag-sort-direction">
                  {t('tags.order')}
                </Text>
                <SegmentedChoice<SortDirection>
                  aria-labelledby="tag-sort-direction"
                  value={direction}
                  onChange={(v) => setFilters({ order: v === 'desc' ? 'desc' : undefined })}
                  data={[
                    { value: 'asc', label: t('tags.ascending') },
                    { value: 'desc', label: t('tags.descending') },
                  ]}
                />
              </Stack>
            </Group>
          </>
        }
        columns={columns}
        data={rows}
        getRowId={(t) => String(t.id)}
        rowProps={highlighted}
        label={t('tags.tableLabel')}
        emptyText={search.trim() ? t('tags.noMatch') : t('tags.empty')}
        minWidth={640}
      />
      <CreateTagDialog opened={creating} onClose={() => setCreating(false)} tags={tags} typed={typed} />
    </Stack>
  );
}
