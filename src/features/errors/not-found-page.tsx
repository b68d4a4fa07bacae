import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function NotFoundPage() {
  return (
    <Center mih="50vh">
      <Stack align="center">
        <Title order={2}>Page not found</Title>
        <Text c="dimmed">There is no screen at this address.</Text>
        <Button component={Link} to="/">
          Go to the dashboard
        </Button>
      </Stack>
    </Center>
  );
}
