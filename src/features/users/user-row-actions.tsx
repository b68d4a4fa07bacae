import { IconCrownOff, IconDots, IconEye, IconTrash } from '@tabler/icons-react';
import type { User } from '@/api/users/schemas';
import { LazyMenu, type LazyMenuOptions } from '@/ui/lazy-menu';
import { RowIconButton } from '@/ui/row-controls';
import { useT } from '@/i18n/use-t';
import { isPremium } from '@/lib/user-facts';

export interface UserRowActionHandlers {
  onShowDetails: (user: User) => void;
  onRevokePremium: (user: User) => void;
  onDelete: (user: User) => void;
}

const MENU_OPTIONS: LazyMenuOptions = { position: 'bottom-end', withinPortal: true };

/** A kebab menu per row: View details, Revoke premium (only with active premium), Delete. */
export function UserRowActions({ user, onShowDetails, onRevokePremium, onDelete }: { user: User } & UserRowActionHandlers) {
  const { t } = useT();
  return (
    <LazyMenu
      options={MENU_OPTIONS}
      target={
        <RowIconButton color="gray" aria-label={t('common.actionsFor', { name: user.name })}>
          <IconDots size={18} aria-hidden />
        </RowIconButton>
      }
    >
      {(Menu) => (
        <>
          <Menu.Item leftSection={<IconEye size={16} aria-hidden />} onClick={() => onShowDetails(user)}>
            {t('users.viewDetails')}
          </Menu.Item>
          {isPremium(user) && (
            <Menu.Item leftSection={<IconCrownOff size={16} aria-hidden />} onClick={() => onRevokePremium(user)}>
              {t('users.revokePremium')}
            </Menu.Item>
          )}
          <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => onDelete(user)}>
            {t('users.deleteUser')}
          </Menu.Item>
        </>
      )}
    </LazyMenu>
  );
}
