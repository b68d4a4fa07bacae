import { Button, Card, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Waypoint } from '@/api/waypoints/schemas';
import { SafePhoto } from '@/components/safe-photo';
import { truncate } from '@/lib/format';

const coordinate = (n: number) => n.toFixed(6);

/** One waypoint, in SPEC.md §2's order: photo, description, longitude, latitude, name, Delete. */
export function WaypointCard({
  waypoint,
  onDelete,
  deleting,
}: {
  waypoint: Waypoint;
  onDelete: () => void;
  deleting: boolean;
}) {
  const photo = waypoint.photos[0];
  // SPEC.md §9: names are cut at 50 characters; the full name is in the title and in the
  // card's accessible name.
  const shortName = truncate(waypoint.name);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={waypoint.name}>
      <Card.Section>
        <SafePhoto src={photo} alt={`Photo of ${waypoint.name}`} h={160} fit="cover" />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Text size="sm">{waypoint.description || 'No description.'}</Text>
        <Text size="sm">
          <Text span fw={600}>
            Longitude:
          </Text>{' '}
          <span dir="ltr">{coordinate(waypoint.location.longitude)}</span>
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            Latitude:
          </Text>{' '}
          <span dir="ltr">{coordinate(waypoint.location.latitude)}</span>
        </Text>
        <Text
          fw={700}
          title={shortName === waypoint.name ? undefined : waypoint.name}
          style={{ overflowWrap: 'anywhere' }}
        >
          {shortName}
        </Text>
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={onDelete}
          loading={deleting}
          aria-label={`Delete Waypoint ${waypoint.name}`}
        >
          Delete Waypoint
        </Button>
      </Stack>
    </Card>
  );
}
