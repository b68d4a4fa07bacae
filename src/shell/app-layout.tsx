import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import { useDemoTools } from '@/lib/demo-tools';
import { AppHeader } from './app-header';
import { Sidebar } from './sidebar';

export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const demo = useDemoTools();
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <AppHeader navOpened={opened} onToggleNav={toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <AppShell.Section grow>
          <Sidebar onNavigate={close} />
        </AppShell.Section>
        {demo && (
          <AppShell.Section>
            <demo.FrameTools />
          </AppShell.Section>
        )}
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
