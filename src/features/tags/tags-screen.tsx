import { Button, Group, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { useDeleteTagMutation } from '@/api/tags/delete';
import { tagsQueryOptions } from '@/api/tags/list';
import type { Tag } from '@/api/tags/schemas';
import { DataTable } from '@/components/data-table';
import { confirm, notifyError, notifySuccess } from '@/components/dialogs';
import { translator } from '@/i18n/translator';
import { useT } from '@/i18n/use-t';
import { useSessionDraft } from '@/lib/session-drafts';
import { textDir } from '@/lib/text-dir';
import { CREATE_TAG_DRAFT, CreateTagDialog } from './create-tag-dialog';
import { tagColumns } from './tag-columns';
import { visibleTags, type SortDirection, type TagSortField } from './tag-list';
import { TagStats } from './tag-stats';


/** /tags: the tag vocabulary (SPEC.md §2 "Tags"). Search and sort work on the loaded list. */
export function TagsScreen() {
  const tr = useT();
  const { t } = tr;
  const query = useQuery(tagsQueryOptions());
  const remove = useDeleteTagMutation();
  const { mutateAsync: removeTag } = remove;
  const [search, setSearch] = useState('');
  const [sortField, setSortField] = useState<TagSortField>('name');
  const [direction, setDirection] = useState<SortDirection>('asc');
  // The create dialog open when the session ended opens again, with the name typed in it.
  const typed = useSessionDraft<string>(CREATE_TAG_DRAFT);
  const [creating, setCreating] = useState(typed !== null);

  const tags = useMemo(() => query.data ?? [], [query.data]);
  const rows = useMemo(() => visibleTags(tags, search, sortField, direction), [tags, search, sortField, direction]);
  const columns = useMemo(
    () =>
      tagColumns(tr, async (tag: Tag) => {
        const { t: now, tx } = translator();
        const ok = await confirm({
          title: now('tags.deleteTitle'),
          message: tx('tags.deleteText', { name: tag.name }),
          confirmLabel: now('common.delete'),
        });
        if (!ok) return;
        try {
          await removeTag(tag);
          notifySuccess(translator().t('tags.deleted'));
        } catch {
          notifyError(translator().t('tags.deleteFailed'));
        }
      }),
    [tr, removeTag],
  );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{t('tags.title')}</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)} disabled={!query.isSuccess}>
          {t('tags.create')}
        </Button>
      </Group>

      {query.isError ? (
        <LoadError message={t('tags.loadFailed')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <>
          <TagStats tags={tags} />
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('tags.search')}
              placeholder={t('common.searchByName')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              dir={textDir(search)}
              onChange={(e) => setSearch(e.currentTarget.value)}
              style={{ flex: '1 1 220px' }}
            />
            <Select
              label={t('tags.sortBy')}
              data={[
                { value: 'name', label: t('common.name') },
                { value: 'usage', label: t('tags.sortUsage') },
                { value: 'created', label: t('tags.sortCreated') },
              ]}
              value={sortField}
              onChange={(v) => v && setSortField(v as TagSortField)}
              allowDeselect={false}
              w={160}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="tag-sort-direction">
                {t('tags.order')}
              </Text>
              <SegmentedControl
                aria-labelledby="tag-sort-direction"
                value={direction}
                onChange={(v) => setDirection(v as SortDirection)}
                data={[
                  { value: 'asc', label: t('tags.ascending') },
                  { value: 'desc', label: t('tags.descending') },
                ]}
              />
            </Stack>
          </Group>
          <DataTable
            columns={columns}
            data={rows}
            getRowId={(t) => String(t.id)}
            label={t('tags.tableLabel')}
            loading={query.isPending}
            emptyText={search.trim() ? t('tags.noMatch') : t('tags.empty')}
            minWidth={640}
          />
        </>
      )}
      <CreateTagDialog opened={creating} onClose={() => setCreating(false)} tags={tags} typed={typed} />
    </Stack>
  );
}
