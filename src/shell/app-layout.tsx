import { Outlet } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useDemoTools } from '@/lib/demo-tools';
import { AppHeader, NAVBAR_ID } from './app-header';
import classes from './app-layout.module.css';
import { Sidebar } from './sidebar';

/**
 * react-remove-scroll-bar's class for fixed elements at the window's right edge: while a
 * modal locks the page's scrolling (and takes its scrollbar away), it keeps them where they
 * were, as AppShell's header has it.
 */
const KEEP_CLEAR_OF_SCROLLBAR = 'right-scroll-bar-position';

/**
 * The signed-in frame: header, navbar (the sidebar and, in the demo, its tools) and the
 * screen. Plain landmarks styled by app-layout.module.css as Mantine's AppShell draws them.
 * Below the breakpoint sm the navbar is closed; the header's burger opens and closes it, and
 * following one of its links closes it.
 */
export function AppLayout() {
  const [opened, setOpened] = useState(false);
  const toggle = useCallback(() => setOpened((o) => !o), []);
  const close = useCallback(() => setOpened(false), []);
  const demo = useDemoTools();
  return (
    <div className={classes.shell}>
      <header className={`${classes.header} ${KEEP_CLEAR_OF_SCROLLBAR}`}>
        <AppHeader navOpened={opened} onToggleNav={toggle} />
      </header>
      <nav id={NAVBAR_ID} className={classes.navbar} data-opened={opened || undefined}>
        <div className={classes.section} data-grow>
          <Sidebar onNavigate={close} />
        </div>
        {demo && (
          <div className={classes.section}>
            <demo.FrameTools />
          </div>
        )}
      </nav>
      <main className={classes.main}>
        <Outlet />
      </main>
    </div>
  );
}
