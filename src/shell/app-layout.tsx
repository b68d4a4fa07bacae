import { Outlet } from '@tanstack/react-router';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { isOffline } from '@/api/errors';
import { useT } from '@/i18n/use-t';
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

const NETWORK_EVENTS = ['online', 'offline'];
const onNetworkChange = (changed: () => void) => {
  for (const type of NETWORK_EVENTS) addEventListener(type, changed);
  return () => {
    for (const type of NETWORK_EVENTS) removeEventListener(type, changed);
  };
};

/**
 * A quiet line at the top of every screen while the browser is offline (`isOffline`, as the
 * client reads it, and the online/offline events): saves cannot reach the server meanwhile and say so when tried.
 * The live region is always there, so the change is announced.
 */
function OfflineBanner() {
  const { t } = useT();
  const online = useSyncExternalStore(onNetworkChange, () => !isOffline());
  return (
    <div role="status" className={classes.offline}>
      {online ? null : t('errors.offline')}
    </div>
  );
}

/**
 * The signed-in frame: header, navbar (the sidebar and, in the demo, its tools) and the
 * screen. Plain landmarks styled by app-layout.module.css as Mantine's AppShell draws them.
 * Below the breakpoint sm the navbar is closed; the header's burger opens and closes it, and
 * following one of its links closes it. While the browser is offline the screen says so first.
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
        <OfflineBanner />
        <Outlet />
      </main>
    </div>
  );
}
