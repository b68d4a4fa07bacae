import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { textDir } from '@/lib/text-dir';
import { useTypedText, type FreeText } from './free-text';

/** A searchable MultiSelect: its search field is typed text (a tag's name). */
export function FreeTextMultiSelect({
  attributes,
  searchValue,
  onSearchChange,
  ...others
}: FreeText<MultiSelectProps>) {
  const [search, setSearch] = useTypedText(searchValue, '');
  return (
    <MultiSelect
      {...others}
      searchValue={searchValue}
      onSearchChange={(next) => {
        setSearch(next);
        onSearchChange?.(next);
      }}
      attributes={{ ...attributes, inputField: { ...attributes?.inputField, dir: textDir(search) } }}
    />
  );
}
