import { IconDotsVertical, IconPencil, IconToggleRight, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { TrailListItem } from '@/api/trails/schemas';
import { LazyMenu, type LazyMenuOptions } from '@/ui/lazy-menu';
import { RowIconButton } from '@/ui/row-controls';
import { useT } from '@/i18n/use-t';

export interface TrailRowActionHandlers {
  onChangeStatus: (trail: TrailListItem) => void;
  onDelete: (trail: TrailListItem) => void;
}

const MENU_OPTIONS: LazyMenuOptions = {
  position: 'bottom-end',
  withinPortal: true,
  withInitialFocusPlaceholder: false,
};

/** The row's kebab menu: Edit, Change Status, Delete (SPEC.md §2). Keyboard: Enter/arrows. */
export function TrailRowActions({
  trail,
  onChangeStatus,
  onDelete,
}: { trail: TrailListItem } & TrailRowActionHandlers) {
  const { t } = useT();
  return (
    <LazyMenu
      options={MENU_OPTIONS}
      target={
        <RowIconButton color="gray" aria-label={t('common.actionsFor', { name: trail.name })}>
          <IconDotsVertical size={18} aria-hidden />
        </RowIconButton>
      }
    >
      {(Menu) => (
        <>
          <Menu.Item
            renderRoot={(props) => <Link {...props} to="/trail/edit/$id" params={{ id: trail.id }} />}
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            {t('common.edit')}
          </Menu.Item>
          <Menu.Item leftSection={<IconToggleRight size={16} aria-hidden />} onClick={() => onChangeStatus(trail)}>
            {t('trails.changeStatus')}
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => onDelete(trail)}>
            {t('common.delete')}
          </Menu.Item>
        </>
      )}
    </LazyMenu>
  );
}
