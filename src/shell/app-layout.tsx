import { Outlet } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { isOffline } from '@/api/errors';
import { useT } from '@/i18n/use-t';
import { useDemoTools } from '@/lib/demo-tools';
import { NARROW_FRAME, useMediaQuery } from '@/ui/media-query';
import { AppHeader, NAVBAR_ID } from './app-header';
import classes from './app-layout.module.css';
import { Sidebar } from './sidebar';

/**
 * react-remove-scroll-bar's class for fixed elements at the window's right edge: while a
 * modal locks the page's scrolling (and takes its scrollbar away), it keeps them where they
 * were, as AppShell's header has it.
 */
const KEEP_CLEAR_OF_SCROLLBAR = 'right-scroll-bar-position';

const noop = () => undefined;

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
 * While the browser is offline the screen says so first.
 *
 * Below the breakpoint sm (src/ui/media-query.ts) the navbar is a drawer: the header's burger
 * opens it from the inline start (the right in Arabic) over a shade that covers the screen.
 * Opened, the focus moves to its first link and the screen behind is inert; Escape, a press
 * on the shade, the burger, or following a link closes it, and the focus goes back to the
 * burger. A window widened past sm shows the navbar beside the screen again, closed drawer
 * or not.
 */
export function AppLayout() {
  const narrow = useMediaQuery(NARROW_FRAME);
  const [wanted, setWanted] = useState(false);
  // Only a narrow frame has a drawer to open.
  const opened = wanted && narrow;
  const burger = useRef<HTMLButtonElement>(null);
  const navbar = useRef<HTMLElement>(null);
  const toggle = useCallback(() => setWanted((o) => !o), []);
  const close = useCallback(() => {
    setWanted(false);
    burger.current?.focus();
  }, []);
  const demo = useDemoTools();

  // Opened, the focus moves to the drawer's first link (the burger was pressed).
  useEffect(() => {
    if (opened) navbar.current?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [opened]);

  return (
    // Escape in the header or the drawer closes it (the screen behind is inert meanwhile).
    // Not a key in a dialog or popup opened from there (a portal elsewhere in the page).
    <div
      className={classes.shell}
      onKeyDown={
        opened ? (event) => event.key === 'Escape' && event.currentTarget.contains(event.target as Node) && close() : undefined
      }
    >
      <header className={`${classes.header} ${KEEP_CLEAR_OF_SCROLLBAR}`}>
        <AppHeader navOpened={opened} onToggleNav={toggle} burgerRef={burger} />
      </header>
      <nav ref={navbar} id={NAVBAR_ID} className={classes.navbar} data-opened={opened || undefined}>
        <div className={classes.section} data-grow>
          <Sidebar onNavigate={opened ? close : noop} />
        </div>
        {demo && (
          <div className={classes.section}>
            {/* On a narrow screen the developer tools' button is here, by Reset demo data. */}
            {narrow && <demo.HeaderButton />}
            <demo.FrameTools />
          </div>
        )}
      </nav>
      {opened && <div className={classes.shade} onClick={close} aria-hidden />}
      <main className={classes.main} inert={opened}>
        <OfflineBanner />
        <Outlet />
      </main>
    </div>
  );
}
