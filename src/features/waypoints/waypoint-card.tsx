import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Waypoint } from '@/api/waypoints/schemas';
import { SafePhoto } from '@/ui/safe-photo';
import { UserText } from '@/ui/user-text';
import { useT } from '@/i18n/use-t';

const SIX_DECIMALS = { minimumFractionDigits: 6, maximumFractionDigits: 6, useGrouping: false } as const;

/**
 * One waypoint (SPEC.md §2: photo, description, longitude, latitude, name, Delete), titled by
 * its name: the name first, as the card's heading, then the photo, the description and the
 * coordinates, and Delete at the end.
 */
export function WaypointCard({
  waypoint,
  onDelete,
  deleting,
}: {
  waypoint: Waypoint;
  onDelete: () => void;
  deleting: boolean;
}) {
  const { t, number } = useT();
  const photo = waypoint.photos[0];
  const coordinate = (n: number) => number(n, SIX_DECIMALS);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={waypoint.name}>
      {/* SPEC.md §9: names are cut at 50 characters; the full name is in the title and in
          the card's accessible name. */}
      <Title order={3} fz="md" fw={700} mb="sm" style={{ overflowWrap: 'anywhere' }}>
        <UserText text={waypoint.name} max={50} />
      </Title>
      <Card.Section>
        <SafePhoto src={photo} alt={t('waypoints.photoAlt', { name: waypoint.name })} h={160} fit="cover" />
      </Card.Section>
      <Stack gap={6} mt="sm">
        {/* Free text: its own direction (dir="auto"), aligned to it. */}
        <Text size="sm" dir={waypoint.description ? 'auto' : undefined}>
          {waypoint.description || t('waypoints.noDescription')}
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            {t('waypoints.longitude')}
          </Text>{' '}
          <bdi dir="ltr">{coordinate(waypoint.location.longitude)}</bdi>
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            {t('waypoints.latitude')}
          </Text>{' '}
          <bdi dir="ltr">{coordinate(waypoint.location.latitude)}</bdi>
        </Text>
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={onDelete}
          loading={deleting}
          aria-label={t('waypoints.deleteNamed', { name: waypoint.name })}
        >
          {t('waypoints.delete')}
        </Button>
      </Stack>
    </Card>
  );
}
