import { Button, Group, NativeSelect } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { FreeTextInput } from '@/ui/free-text-field';
import type { Role, UserStatus, UserType } from '@/api/users/schemas';
import { useT } from '@/i18n/use-t';
import { useDraft } from '@/lib/use-draft';
import { roleOptions, statusOptions, TYPE_LABELS } from '@/lib/user-facts';

export interface UserFilterValues {
  name?: string;
  status?: UserStatus;
  role?: Role;
  userType?: UserType;
  isPremium?: boolean;
}

interface UserFiltersProps {
  values: UserFilterValues;
  /** Called with the changed filters; the screen puts them in the URL and goes to page 1. */
  onChange: (patch: UserFilterValues) => void;
  onReset: () => void;
  /** The list's Views and Columns menus, after Reset. */
  tools?: ReactNode;
}

const ALL = '';

/**
 * SPEC.md §2: name search applied with Enter or the Search button; status, role, type and
 * premium applied as soon as they are chosen. Native selects: light, and fully keyboard-usable.
 */
export function UserFilters({ values, onChange, onReset, tools }: UserFiltersProps) {
  const { t } = useT();
  // Follows the applied name, so Back/forward and a saved view restore the box too.
  const [name, setName] = useDraft(values.name ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ name: name.trim() || undefined });
  };

  return (
    <form onSubmit={submit} role="search" aria-label={t('users.filtersLabel')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <FreeTextInput
          label={t('common.name')}
          placeholder={t('common.searchByName')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          w={240}
        />
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
          {t('common.search')}
        </Button>
        <NativeSelect
          label={t('common.status')}
          value={values.status ?? ALL}
          onChange={(e) => onChange({ status: (e.currentTarget.value || undefined) as UserStatus | undefined })}
          data={[{ value: ALL, label: t('users.allStatuses') }, ...statusOptions(t)]}
        />
        <NativeSelect
          label={t('users.role')}
          value={values.role ?? ALL}
          onChange={(e) => onChange({ role: (e.currentTarget.value || undefined) as Role | undefined })}
          data={[{ value: ALL, label: t('users.allRoles') }, ...roleOptions(t)]}
        />
        <NativeSelect
          label={t('users.type')}
          value={values.userType ?? ALL}
          onChange={(e) => onChange({ userType: (e.currentTarget.value || undefined) as UserType | undefined })}
          data={[
            { value: ALL, label: t('users.allTypes') },
            { value: 'registered', label: t(TYPE_LABELS.registered) },
            { value: 'guest', label: t(TYPE_LABELS.guest) },
          ]}
        />
        <NativeSelect
          label={t('users.premium')}
          value={values.isPremium === undefined ? ALL : String(values.isPremium)}
          onChange={(e) => {
            const v = e.currentTarget.value;
            onChange({ isPremium: v === ALL ? undefined : v === 'true' });
          }}
          data={[
            { value: ALL, label: t('users.allUsers') },
            { value: 'true', label: t('users.premium') },
            { value: 'false', label: t('users.notPremium') },
          ]}
        />
        <Button
          variant="default"
          onClick={() => {
            setName('');
            onReset();
          }}
        >
          {t('common.reset')}
        </Button>
        {tools}
      </Group>
    </form>
  );
}
