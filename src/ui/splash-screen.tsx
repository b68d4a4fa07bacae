import { Center } from '@mantine/core';
import { useT } from '@/i18n/use-t';
import { Logo } from './logo';

/** Shown while the panel starts (fake backend worker, session restore): only the logo. */
export function SplashScreen() {
  const { t } = useT();
  return (
    <Center h="100vh" role="status" aria-label={t('app.starting')}>
      <Logo size={96} />
    </Center>
  );
}
