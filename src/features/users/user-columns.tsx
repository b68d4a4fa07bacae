import type { Role, User, UserStatus } from '@/api/users/schemas';
import { CellBadge, CellRow, Line, Lines, PersonAvatar, TwoLines } from '@/ui/cells';
import { columnHelper } from '@/ui/data-table';
import { UserText } from '@/ui/user-text';
import type { Translator } from '@/i18n/translator';
import { isPremium, roleOptions, statusOptions, TYPE_LABELS, userType } from '@/lib/user-facts';
import { RowChoice } from './row-choice';
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
const CONTACT_TEXT_WIDTH = 'clamp(130px, calc(50vw - 510px), 240px)';

/** Left-to-right text (cut at its end) aligned as the page is: right in rtl, left in ltr. */
const LTR_IN_PAGE = { textAlign: 'match-parent' } as const;

/** The user table's columns (SPEC.md §2 Users). */
export function userColumns(tr: Translator, h: UserColumnHandlers) {
  const { t } = tr;
  const STATUS_OPTIONS = statusOptions(t);
  const ROLE_OPTIONS = roleOptions(t);
  return helper.columns([
    helper.accessor('name', {
      header: t('users.colUser'),
      meta: { kind: 'text' },
      cell: ({ row }) => {
        const u = row.original;
        return (
          <CellRow>
            {/* The name is next to it: the photo is decorative. */}
            <PersonAvatar photo={u.photo} name={u.name} />
            <Lines maxWidth={USER_TEXT_WIDTH}>
              {/* SPEC.md §9: names cut at 50 characters; the full name on hover. */}
              <Line strong>
                <UserText text={u.name} max={50} />
              </Line>
              {/* Left-to-right content in an rtl page: isolated, read left to right so "@" stays
                  in place, and cut at its end with the full handle as a tooltip. */}
              <Line size="xs" dimmed dir="ltr" truncate style={LTR_IN_PAGE} title={`@${u.username}`}>
                <UserText text={`@${u.username}`} dir="ltr" />
              </Line>
            </Lines>
          </CellRow>
        );
      },
    }),
    helper.accessor('email', {
      header: t('users.colContact'),
      meta: { kind: 'text' },
      cell: ({ row }) => (
        <Lines maxWidth={CONTACT_TEXT_WIDTH}>
          <Line dir="ltr" truncate style={LTR_IN_PAGE} title={row.original.email}>
            <UserText text={row.original.email} dir="ltr" />
          </Line>
          <Line size="xs" dimmed>
            {row.original.phoneNumber ? <UserText text={row.original.phoneNumber} dir="ltr" /> : t('users.noPhone')}
          </Line>
        </Lines>
      ),
    }),
    helper.accessor('status', {
      header: t('common.status'),
      meta: { kind: 'short' },
      cell: ({ row }) => (
        <RowChoice
          label="users.statusOf"
          user={row.original}
          value={row.original.status}
          options={STATUS_OPTIONS}
          onChoose={h.onStatusChange}
        />
      ),
    }),
    helper.accessor('role', {
      header: t('users.role'),
      meta: { kind: 'short' },
      cell: ({ row }) => (
        <RowChoice
          label="users.roleOf"
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
      header: t('users.type'),
      meta: { kind: 'short' },
      cell: ({ row }) => {
        const type = userType(row.original);
        return (
          <CellBadge color={type === 'guest' ? 'gray' : 'blue'}>{t(TYPE_LABELS[type])}</CellBadge>
        );
      },
    }),
    helper.accessor('premiumExpiresAt', {
      header: t('users.premium'),
      // No kind: its "Until {date}" line may break before the date when the window is narrow.
      cell: ({ row }) =>
        isPremium(row.original) ? (
          <Lines gap={2}>
            <CellBadge color="yellow">{t('users.premium')}</CellBadge>
            <Line size="xs" dimmed>
              {t('users.premiumUntil', { date: tr.date(row.original.premiumExpiresAt) })}
            </Line>
          </Lines>
        ) : (
          <Line dimmed>{t('users.premiumNo')}</Line>
        ),
    }),
    helper.display({
      id: 'activity',
      header: t('users.colActivity'),
      // No kind: its two counts may each break between number and word when the window is narrow.
      cell: ({ row }) => (
        <TwoLines
          main={t('users.hikes', { count: row.original.hikeCount })}
          detail={t('users.savedTrails', { count: row.original.savedTrails })}
        />
      ),
    }),
    helper.display({
      id: 'actions',
      header: t('common.actions'),
      // SPEC.md §9: the actions column is 150px, as in every table.
      meta: { width: 150, align: 'center' },
      cell: ({ row }) => <UserRowActions user={row.original} {...h} />,
    }),
  ]);
}
