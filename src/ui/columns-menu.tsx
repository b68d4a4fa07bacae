import { useT } from '@/i18n/use-t';
import type { ColumnsMenuProps } from '@/lib/list-views';
import { LazyMenuButton } from './lazy-menu-button';
import { listToolsPart } from './list-tools-part';

/** The "Columns" menu: which columns the table shows, and its density; its body loads on first use. */
export function ColumnsMenu(props: ColumnsMenuProps) {
  const { t } = useT();
  return (
    <LazyMenuButton
      part={listToolsPart}
      label={t('table.columns')}
      render={({ ColumnsMenuBody }, menu) => <ColumnsMenuBody {...menu} {...props} />}
    />
  );
}
