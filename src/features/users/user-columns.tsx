import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import type { Role, User, UserStatus } from '@/api/users/schemas';
import { columnHelper } from '@/components/data-table';
import { formatShortDate, truncate } from '@/lib/format';
import { safeMediaUrl } from '@/lib/safe-url';
import { RowChoice } from './row-choice';
import { isPremium, ROLE_OPTIONS, STATUS_OPTIONS, TYPE_LABELS, userType } from './user-facts';
import { UserRowActions, type UserRowActionHandlers } from './user-row-actions';

const helper = columnHelper<User>();

export interface UserColumnHandlers extends UserRowActionHandlers {
  onStatusChange: (user: User, status: UserStatus) => void;
  onRoleChange: (user: User, role: Role) => void;
}

/**
 * The widths of the name and contact texts: their least at 1280 px (where all eight columns
 * must fit), growing with the window up to a cap. The panel's content is the window less the
 * sidebar and padding, so half of each pixel more goes to each. A handle or an address longer
 * than that is cut, with its full value in a tooltip.
 */
const USER_TEXT_WIDTH = 'clamp(100px, calc(50vw - 540px), 200px)';
const CONTACT_TEXT_WIDTH = 'clamp(150px, calc(50vw - 490px), 240px)';

/** Left-to-right text (cut at its end) aligned as the page is: right in rtl, left in ltr. */
const LTR_IN_PAGE = { textAlign: 'match-parent' } as const;

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
        const name = truncate(u.name);
        return (
          <Group gap="sm" wrap="nowrap">
            {/* The name is next to it: the photo is decorative. */}
            <Avatar src={safeMediaUrl(u.photo)} alt="" radius="xl" size="md">
              {initials(u.name)}
            </Avatar>
            <Stack gap={0} maw={USER_TEXT_WIDTH}>
              {/* SPEC.md §9: names cut at 50 characters; the full name on hover. */}
              <Text size="sm" fw={500} title={name === u.name ? undefined : u.name}>
                {name}
              </Text>
              {/* Left-to-right content in an rtl page: read left to right so "@" stays in place. */}
              <Text size="xs" c="dimmed" dir="ltr" truncate="end" style={LTR_IN_PAGE} title={`@${u.username}`}>
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
        <Stack gap={0} maw={CONTACT_TEXT_WIDTH}>
          <Text size="sm" dir="ltr" truncate="end" style={LTR_IN_PAGE} title={row.original.email}>
            {row.original.email}
          </Text>
          <Text size="xs" c="dimmed">
            {row.original.phoneNumber ? <bdi dir="ltr">{row.original.phoneNumber}</bdi> : 'No phone'}
          </Text>
        </Stack>
      ),
    }),
    helper.accessor('status', {
      header: 'Status',
      cell: ({ row }) => (
        <RowChoice
          label={`Status of ${row.original.name}`}
          user={row.original}
          value={row.original.status}
          options={STATUS_OPTIONS}
          onChoose={h.onStatusChange}
        />
      ),
    }),
    helper.accessor('role', {
      header: 'Role',
      cell: ({ row }) => (
        <RowChoice
          label={`Role of ${row.original.name}`}
          user={row.original}
          value={row.original.role}
          options={ROLE_OPTIONS}
          width={90}
          onChoose={h.onRoleChange}
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
      // SPEC.md §9: the actions column is 150px, as in every table.
      meta: { width: 150, align: 'center' },
      cell: ({ row }) => <UserRowActions user={row.original} {...h} />,
    }),
  ]);
}
