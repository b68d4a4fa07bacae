import { Avatar, Box, Group, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { userQueryOptions } from '@/api/users/detail';
import type { User } from '@/api/users/schemas';
import { LoadError } from '@/components/load-error';
import { formatShortDate } from '@/lib/format';
import { safeMediaUrl } from '@/lib/safe-url';
import { isPremium, orNA, ROLE_LABELS, STATUS_LABELS, TYPE_LABELS, userType } from './user-facts';

export const DETAILS_ERROR = 'Failed to fetch user details.';

const km = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** Every field SPEC.md §2 lists for the details dialog, in its order and groups. */
function detailSections(u: User): Array<{ title: string; fields: Array<[string, string]> }> {
  const premium = isPremium(u);
  return [
    {
      title: 'Profile',
      fields: [
        ['Name', u.name],
        ['Username', u.username],
        ['Email', u.email],
        ['Phone', orNA(u.phoneNumber)],
      ],
    },
    {
      title: 'Account',
      fields: [
        ['Status', STATUS_LABELS[u.status]],
        ['Role', ROLE_LABELS[u.role]],
        ['User type', TYPE_LABELS[userType(u)]],
      ],
    },
    {
      title: 'Premium',
      fields: [
        ['Premium status', premium ? 'Active' : 'Not active'],
        ['Premium since', u.premiumActivatedAt ? formatShortDate(u.premiumActivatedAt) : 'N/A'],
        ['Premium expires', u.premiumExpiresAt ? formatShortDate(u.premiumExpiresAt) : 'N/A'],
      ],
    },
    {
      title: 'Emergency contact',
      fields: [
        ['Emergency contact name', orNA(u.emergencyContactName)],
        ['Emergency contact number', orNA(u.emergencyContactNumber)],
      ],
    },
    {
      title: 'Activity',
      fields: [
        ['Hikes completed', String(u.hikeCount)],
        ['Trails saved', String(u.savedTrails)],
        ['Km hiked', km.format(u.totalHikeDistance)],
        ['Joined', formatShortDate(u.createdAt)],
      ],
    },
  ];
}

/** Fields whose values read left to right (handles, addresses, numbers) in an rtl page. */
const LTR_FIELDS = new Set(['Username', 'Email', 'Phone', 'Emergency contact number']);

function UserDetails({ userId }: { userId: number }) {
  const query = useQuery(userQueryOptions(userId));
  if (query.isError) {
    return <LoadError message={DETAILS_ERROR} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (!query.data) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm">Loading user details...</Text>
      </Group>
    );
  }
  const user = query.data;
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Avatar src={safeMediaUrl(user.photo)} alt="" radius="xl" size="lg" />
        <Text fw={600}>{user.name}</Text>
      </Group>
      {detailSections(user).map((section) => (
        <Box component="section" key={section.title}>
          <Title order={3} size="h6" mb={4}>
            {section.title}
          </Title>
          <SimpleGrid component="dl" cols={2} spacing="xs" verticalSpacing={4} m={0}>
            {section.fields.map(([label, value]) => (
              <Box key={label} data-field={label}>
                <Text component="dt" size="xs" c="dimmed">
                  {label}
                </Text>
                <Text component="dd" size="sm" m={0}>
                  {LTR_FIELDS.has(label) ? <bdi dir="ltr">{value}</bdi> : value}
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
  return (
    <Modal opened={userId !== null} onClose={onClose} title="User details" centered size="lg">
      {userId !== null && <UserDetails userId={userId} />}
    </Modal>
  );
}
