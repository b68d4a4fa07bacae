import { useT } from '@/i18n/use-t';
import type { SavedViewsMenuProps } from '@/lib/list-views';
import { LazyMenuButton } from './lazy-menu-button';
import { listToolsPart } from './list-tools-part';

/** The filter bar's "Views" menu (docs/decisions/saved-views.md): its body loads on first use. */
export function SavedViewsMenu(props: SavedViewsMenuProps) {
  const { t } = useT();
  return (
    <LazyMenuButton
      part={listToolsPart}
      label={t('table.views')}
      render={({ SavedViewsBody }, menu) => <SavedViewsBody {...menu} {...props} />}
    />
  );
}
