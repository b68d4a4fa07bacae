import { Avatar, Badge, Group, NativeSelect, Stack, Text } from '@mantine/core';
import type { Role, User, UserStatus } from '@/api/users/schemas';
import { columnHelper } from '@/components/data-table';
import { formatShortDate } from '@/lib/format';
import { isPremium, ROLE_OPTIONS, STATUS_OPTIONS, TYPE_LABELS, userType } from './user-facts';
import { UserRowActions, type UserRowActionHandlers } from './user-row-actions';

const helper = columnHelper<User>();

export interface UserColumnHandlers extends UserRowActionHandlers {
  onStatusChange: (user: User, status: UserStatus) => void;
  onRoleChange: (user: User, role: Role) => void;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');

/** The user table's columns (SPEC.md §2 Users). */
export function userColumns(h: UserColumnHandlers) {
  return helper.columns([
    helper.accessor('name', {
      header: 'User',
      cell: ({ row }) => {
        const u = row.original;
        return (
          <Group gap="sm" wrap="nowrap">
            {/* The name is next to it: the photo is decorative. */}
            <Avatar src={u.photo} alt="" radius="xl" size="md">
              {initials(u.name)}
            </Avatar>
            <Stack gap={0}>
              <Text size="sm" fw={500}>
                {u.name}
              </Text>
              <Text size="xs" c="dimmed">
                @{u.username}
              </Text>
            </Stack>
          </Group>
        );
      },
    }),
    helper.accessor('email', {
      header: 'Contact',
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm">{row.original.email}</Text>
          <Text size="xs" c="dimmed">
            {row.original.phoneNumber ?? 'No phone'}
          </Text>
        </Stack>
      ),
    }),
    helper.accessor('status', {
      header: 'Status',
      cell: ({ row }) => (
        <NativeSelect
          size="xs"
          aria-label={`Status of ${row.original.name}`}
          value={row.original.status}
          data={STATUS_OPTIONS}
          onChange={(e) => h.onStatusChange(row.original, e.currentTarget.value as UserStatus)}
        />
      ),
    }),
    helper.accessor('role', {
      header: 'Role',
      cell: ({ row }) => (
        <NativeSelect
          size="xs"
          aria-label={`Role of ${row.original.name}`}
          value={row.original.role}
          data={ROLE_OPTIONS}
          onChange={(e) => h.onRoleChange(row.original, e.currentTarget.value as Role)}
        />
      ),
    }),
    helper.display({
      id: 'type',
      header: 'Type',
      cell: ({ row }) => {
        const type = userType(row.original);
        return (
          <Badge variant="light" color={type === 'guest' ? 'gray' : 'blue'}>
            {TYPE_LABELS[type]}
          </Badge>
        );
      },
    }),
    helper.accessor('premiumExpiresAt', {
      header: 'Premium',
      cell: ({ row }) =>
        isPremium(row.original) ? (
          <Stack gap={2}>
            <Badge variant="light" color="yellow">
              Premium
            </Badge>
            <Text size="xs" c="dimmed">
              until {formatShortDate(row.original.premiumExpiresAt)}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            No
          </Text>
        ),
    }),
    helper.display({
      id: 'activity',
      header: 'Activity',
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm">{row.original.hikeCount} hikes</Text>
          <Text size="xs" c="dimmed">
            {row.original.savedTrails} saved trails
          </Text>
        </Stack>
      ),
    }),
    helper.display({
      id: 'actions',
      header: 'Actions',
      meta: { width: 90, align: 'center' },
      cell: ({ row }) => <UserRowActions user={row.original} {...h} />,
    }),
  ]);
}
