import { useQuery } from '@tanstack/react-query';
import { FreeTextMultiSelect } from '@/ui/free-text-multi-select';
import { tagsQueryOptions } from '@/api/tags/list';
import type { TagRef } from '@/api/tags/schemas';
import { useT } from '@/i18n/use-t';
import { MAX_TAGS } from './form-values';

/**
 * Tags, at most 10 (SPEC.md §5 "Tag picker"): choosing an eleventh is refused by the editor
 * with "Maximum Tags Exceeded". The trail's own tags are listed even before the tag list
 * arrives (or if it fails).
 */
export function TagPicker({
  value,
  onChange,
  known,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  known: TagRef[];
}) {
  const { t } = useT();
  const tags = useQuery(tagsQueryOptions());
  const byId = new Map<string, string>();
  for (const t of known) byId.set(String(t.id), t.name);
  for (const t of tags.data ?? []) byId.set(String(t.id), t.name);
  const data = [...byId]
    .map(([id, name]) => ({ value: id, label: name }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <FreeTextMultiSelect
      id="trail-field-tagIds"
      label={t('editor.tags')}
      description={t('editor.tagsHint', { max: MAX_TAGS, count: value.length })}
      placeholder={tags.isPending ? t('editor.tagsLoading') : t('editor.tagsPlaceholder')}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      maxDropdownHeight={300}
      error={tags.isError ? t('tagStats.loadFailed') : undefined}
      nothingFoundMessage={t('editor.tagsNothingFound')}
    />
  );
}
