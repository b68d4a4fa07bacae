import { IconRefresh } from '@tabler/icons-react';
import { translator } from '@/i18n/translator';
import { useT } from '@/i18n/use-t';
import { useListPrefs, type ColumnsMenuProps } from '@/lib/list-views';
import { writeListPrefs } from '@/lib/list-views-write';
import { ACTIONS_COLUMN_ID, columnIdOf } from './data-table';
import { notifyError } from './dialogs';
import type { MenuBodyProps } from './lazy-menu-button';

/**
 * The "Columns" menu's body (src/ui/columns-menu.tsx): a checkbox item per column (the first,
 * which names the row, and the actions are always shown and not offered), "Show all
 * columns", and the density (comfortable or compact). Each choice is kept at once and the
 * menu stays open for the next.
 */
export function ColumnsMenuBody({
  anchor,
  id,
  opened,
  onChange,
  AnchoredMenu,
  list,
  columns,
}: MenuBodyProps & ColumnsMenuProps) {
  const { t } = useT();
  const prefs = useListPrefs(list);
  const offered = columns
    .slice(1)
    .filter((c) => columnIdOf(c) !== ACTIONS_COLUMN_ID && typeof c.header === 'string');
  const write = (change: Parameters<typeof writeListPrefs>[1]) => {
    if (!writeListPrefs(list, change)) notifyError(translator().t('listViews.notKept'));
  };

  return (
    <AnchoredMenu
      anchor={anchor}
      id={id}
      opened={opened}
      onChange={onChange}
      options={{ position: 'bottom-end', width: 240, closeOnItemClick: false, withInitialFocusPlaceholder: false }}
      items={(Menu) => (
        <>
          <div role="group" aria-labelledby={`${id}-columns`}>
            <Menu.Label id={`${id}-columns`}>{t('listViews.shownColumns')}</Menu.Label>
            {offered.map((column) => {
              const key = columnIdOf(column);
              return (
                <Menu.CheckboxItem
                  key={key}
                  checked={!prefs.hidden.includes(key)}
                  onChange={(shown) =>
                    write((p) => ({
                      ...p,
                      hidden: shown ? p.hidden.filter((h) => h !== key) : [...p.hidden, key],
                    }))
                  }
                >
                  {column.header as string}
                </Menu.CheckboxItem>
              );
            })}
          </div>
          <Menu.Item
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={() => write((p) => ({ ...p, hidden: [] }))}
          >
            {t('listViews.showAll')}
          </Menu.Item>
          <Menu.Divider />
          <div role="group" aria-labelledby={`${id}-density`}>
            <Menu.Label id={`${id}-density`}>{t('listViews.density')}</Menu.Label>
            <Menu.RadioItem
              value="comfortable"
              checked={!prefs.compact}
              onChange={() => write((p) => ({ ...p, compact: false }))}
            >
              {t('listViews.comfortable')}
            </Menu.RadioItem>
            <Menu.RadioItem
              value="compact"
              checked={prefs.compact}
              onChange={() => write((p) => ({ ...p, compact: true }))}
            >
              {t('listViews.compact')}
            </Menu.RadioItem>
          </div>
        </>
      )}
    />
  );
}
