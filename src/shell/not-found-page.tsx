import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useT } from '@/i18n/use-t';

export function NotFoundPage() {
  const { t } = useT();
  return (
    <Center mih="50vh">
      <Stack align="center">
        <Title order={2}>{t('errors.notFound')}</Title>
        <Text c="dimmed">{t('errors.notFoundText')}</Text>
        <Button component={Link} to="/">
          {t('app.goToDashboard')}
        </Button>
      </Stack>
    </Center>
  );
}
