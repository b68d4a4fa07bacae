import { Button, Group, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { LoadError } from '@/components/load-error';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDeleteTagMutation } from '@/api/tags/delete';
import { tagsQueryOptions } from '@/api/tags/list';
import type { Tag } from '@/api/tags/schemas';
import { DataTable } from '@/components/data-table';
import { confirm, notifyError, notifySuccess } from '@/components/dialogs';
import { useSessionDraft } from '@/lib/session-drafts';
import { CREATE_TAG_DRAFT, CreateTagDialog } from './create-tag-dialog';
import { tagColumns } from './tag-columns';
import { visibleTags, type SortDirection, type TagSortField } from './tag-list';
import { TagStats } from './tag-stats';

export const LOAD_TAGS_ERROR = 'Failed to load tags. Please try again.';
export const DELETE_TAG_ERROR = 'Failed to delete tag. Please try again.';

const SORT_FIELDS: { value: TagSortField; label: string }[] = [
  { value: 'name', label: 'Name' },
  { value: 'usage', label: 'Usage' },
  { value: 'created', label: 'Created' },
];

/** /tags: the tag vocabulary (SPEC.md §2 "Tags"). Search and sort work on the loaded list. */
export function TagsScreen() {
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
      tagColumns(async (tag: Tag) => {
        const ok = await confirm({
          title: 'Delete Tag?',
          message: `Are you sure you want to delete the tag "${tag.name}"? It will be removed from every trail that uses it.`,
          confirmLabel: 'Delete',
        });
        if (!ok) return;
        try {
          await removeTag(tag);
          notifySuccess('Tag Deleted');
        } catch {
          notifyError(DELETE_TAG_ERROR);
        }
      }),
    [removeTag],
  );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Tag Management</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)} disabled={!query.isSuccess}>
          Create Tag
        </Button>
      </Group>

      {query.isError ? (
        <LoadError message={LOAD_TAGS_ERROR} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <>
          <TagStats tags={tags} />
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Search tags"
              placeholder="Search by name..."
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              style={{ flex: '1 1 220px' }}
            />
            <Select
              label="Sort by"
              data={SORT_FIELDS}
              value={sortField}
              onChange={(v) => v && setSortField(v as TagSortField)}
              allowDeselect={false}
              w={160}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="tag-sort-direction">
                Order
              </Text>
              <SegmentedControl
                aria-labelledby="tag-sort-direction"
                value={direction}
                onChange={(v) => setDirection(v as SortDirection)}
                data={[
                  { value: 'asc', label: 'Ascending' },
                  { value: 'desc', label: 'Descending' },
                ]}
              />
            </Stack>
          </Group>
          <DataTable
            columns={columns}
            data={rows}
            getRowId={(t) => String(t.id)}
            label="Tags"
            loading={query.isPending}
            emptyText={search.trim() ? 'No tags match your search.' : 'No tags yet. Create the first one.'}
            minWidth={640}
          />
        </>
      )}
      <CreateTagDialog opened={creating} onClose={() => setCreating(false)} tags={tags} typed={typed} />
    </Stack>
  );
}
