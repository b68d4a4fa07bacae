import { Center } from '@mantine/core';
import { Logo } from './logo';

/** Shown while the panel starts (fake backend worker, session restore): only the logo. */
export function SplashScreen() {
  return (
    <Center h="100vh" role="status" aria-label="Loading Cairn">
      <Logo size={96} />
    </Center>
  );
}
