import '@mantine/core/styles/Avatar.css';
import { Avatar, Box, Group, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { userDetailsQueryOptions } from '@/api/users/details';
import type { User } from '@/api/users/schemas';
import { LoadError } from '@/ui/load-error';
import { UserText } from '@/ui/user-text';
import type { MessageKey } from '@/i18n/catalogues';
import type { Translator } from '@/i18n/translator';
import { useT } from '@/i18n/use-t';
import { safeMediaUrl } from '@/lib/safe-url';
import { fieldLabels, unreadableFields, type LabelKey } from '@/lib/unreadable-fields';
import { useUnreadableRows } from '@/lib/use-unreadable-rows';
import { isPremium, orNA, ROLE_LABELS, STATUS_LABELS, TYPE_LABELS, userType } from '@/lib/user-facts';

/**
 * A field of the dialog: `data` for what the user entered (isolated in its own direction),
 * `ltr` for values that always read left to right (handles, addresses, numbers).
 */
/** The user's fields a details answer may leave unread, by the labels the dialog shows them with. */
const USER_FIELD_LABELS: Record<string, LabelKey> = {
  name: 'common.name',
  firstName: 'common.name',
  lastName: 'common.name',
  username: 'users.fieldUsername',
  email: 'users.fieldEmail',
  phoneNumber: 'users.fieldPhone',
  premiumActivatedAt: 'users.fieldPremiumSince',
  premiumExpiresAt: 'users.fieldPremiumExpires',
  emergencyContactName: 'users.fieldEmergencyName',
  emergencyContactNumber: 'users.fieldEmergencyNumber',
};

interface Field {
  label: MessageKey;
  value: string;
  kind?: 'data' | 'ltr';
}

/** Every field SPEC.md §2 lists for the details dialog, in its order and groups. */
function detailSections(tr: Translator, u: User): Array<{ title: MessageKey; fields: Field[] }> {
  const { t } = tr;
  const premium = isPremium(u);
  return [
    {
      title: 'users.sectionProfile',
      fields: [
        { label: 'common.name', value: u.name, kind: 'data' },
        { label: 'users.fieldUsername', value: u.username, kind: 'ltr' },
        { label: 'users.fieldEmail', value: u.email, kind: 'ltr' },
        { label: 'users.fieldPhone', value: orNA(t, u.phoneNumber), kind: u.phoneNumber ? 'ltr' : undefined },
      ],
    },
    {
      title: 'users.sectionAccount',
      fields: [
        { label: 'common.status', value: t(STATUS_LABELS[u.status]) },
        { label: 'users.role', value: t(ROLE_LABELS[u.role]) },
        { label: 'users.fieldUserType', value: t(TYPE_LABELS[userType(u)]) },
      ],
    },
    {
      title: 'users.sectionPremium',
      fields: [
        { label: 'users.fieldPremiumStatus', value: premium ? t('users.premiumActive') : t('users.premiumInactive') },
        { label: 'users.fieldPremiumSince', value: tr.date(u.premiumActivatedAt) },
        { label: 'users.fieldPremiumExpires', value: tr.date(u.premiumExpiresAt) },
      ],
    },
    {
      title: 'users.sectionEmergency',
      fields: [
        { label: 'users.fieldEmergencyName', value: orNA(t, u.emergencyContactName), kind: u.emergencyContactName ? 'data' : undefined },
        {
          label: 'users.fieldEmergencyNumber',
          value: orNA(t, u.emergencyContactNumber),
          kind: u.emergencyContactNumber ? 'ltr' : undefined,
        },
      ],
    },
    {
      title: 'users.sectionActivity',
      fields: [
        { label: 'users.fieldHikes', value: tr.number(u.hikeCount) },
        { label: 'users.fieldSaved', value: tr.number(u.savedTrails) },
        { label: 'users.fieldKm', value: tr.number(u.totalHikeDistance, { maximumFractionDigits: 1 }) },
        { label: 'users.fieldJoined', value: tr.date(u.createdAt) },
      ],
    },
  ];
}

function UserDetails({ userId }: { userId: number }) {
  const tr = useT();
  const { t } = tr;
  const options = userDetailsQueryOptions(userId);
  const query = useQuery(options);
  // Texts the server sent in a form the panel cannot read: left empty, and named.
  const unreadable = useUnreadableRows(options.queryKey);
  if (query.isError) {
    return <LoadError message={t('users.detailsError')} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (!query.data) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{t('users.detailsLoading')}</Text>
      </Group>
    );
  }
  const user = query.data;
  return (
    <Stack gap="md">
      {unreadable.length > 0 && (
        <Text size="sm" c="orange.9" role="status">
          {t('users.unreadableFields', { fields: unreadableFields(unreadable, fieldLabels(t, USER_FIELD_LABELS)) })}
        </Text>
      )}
      <Group gap="sm">
        <Avatar src={safeMediaUrl(user.photo)} alt="" radius="xl" size="lg" />
        <Text fw={600}>
          <UserText text={user.name} />
        </Text>
      </Group>
      {detailSections(tr, user).map((section) => (
        <Box component="section" key={section.title}>
          <Title order={3} size="h6" mb={4}>
            {t(section.title)}
          </Title>
          <SimpleGrid component="dl" cols={2} spacing="xs" verticalSpacing={4} m={0}>
            {section.fields.map(({ label, value, kind }) => (
              <Box key={label} data-field={label}>
                <Text component="dt" size="xs" c="dimmed">
                  {t(label)}
                </Text>
                {/* A long address breaks rather than running under the next column (a phone). */}
                <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                  {kind ? <UserText text={value} dir={kind === 'ltr' ? 'ltr' : undefined} /> : value}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        </Box>
      ))}
    </Stack>
  );
}

/** The details dialog, loaded with GET /users/{id} each time it opens. */
export function UserDetailsDialog({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const { t } = useT();
  return (
    <Modal opened={userId !== null} onClose={onClose} title={t('users.details')} centered size="lg">
      {userId !== null && <UserDetails userId={userId} />}
    </Modal>
  );
}
