import type { Menu, MenuProps } from '@mantine/core';
import {
  cloneElement,
  useCallback,
  useId,
  useState,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useT } from '@/i18n/use-t';
import { ChunkLoadError, loadChunk } from '@/lib/load-chunk';
import { showErrorDialog } from './dialogs';
import type { LoadedMenu } from './on-demand-menu-impl';

/** Mantine's Menu and its parts (Menu.Item, Menu.RadioItem...), handed to the items once loaded. */
export type MenuKit = typeof Menu;

/** The Menu's own settings (position, styles...); OnDemandMenu owns opened, onChange and the ids. */
export type OnDemandMenuOptions = Omit<MenuProps, 'opened' | 'defaultOpened' | 'onChange' | 'children' | 'id'>;

type MenuModule = { LoadedMenu: typeof LoadedMenu };

const CHUNK = 'menu';
let menuModule: Promise<MenuModule> | null = null;
/** The chunk once it is here: a menu opened after that mounts in the click's own render. */
let loadedModule: MenuModule | null = null;

/** The Menu's chunk, asked for once (again after a failure, so a later try can succeed). */
function loadMenu(): Promise<MenuModule> {
  menuModule ??= loadChunk(CHUNK, () => import('./on-demand-menu-impl')).then(
    (module) => (loadedModule = module),
    (error: unknown) => {
      menuModule = null;
      throw error;
    },
  );
  return menuModule;
}

/** Starts loading the Menu's chunk ahead of a first open; a failure is reported by the open. */
const prefetchMenu = () => void loadMenu().catch(() => undefined);

interface TriggerProps {
  id?: string;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  'data-expanded'?: boolean;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  ref?: (node: HTMLElement | null) => void;
}

export interface OnDemandMenuProps {
  /** The trigger: a Button or ActionIcon with its accessible name. It is rendered as given. */
  target: ReactElement<TriggerProps>;
  /** The Menu's settings, as they would be given to Mantine's Menu. */
  options?: OnDemandMenuOptions;
  /** The menu's items, built with the loaded Menu's parts: `(Menu) => <Menu.Item ... />`. */
  children: (menu: MenuKit) => ReactNode;
}

/**
 * A Mantine Menu that exists only once it is used (issue 12, issue 14). A list renders one to
 * three menus per row; a closed Mantine Menu still runs Menu, Popover and floating-ui's hooks,
 * and floating-ui's reference ref costs one more nested commit after the rows arrive (the user
 * list spent 170-200 ms of each load on it). Here a closed menu is its trigger alone, with the
 * attributes Mantine would give it (aria-haspopup="menu", aria-expanded="false"); the first
 * click (or Enter, Space: a button's click) loads the Menu's code, its own chunk, and mounts
 * the real Menu, open, around the same button. From then on it is Mantine's Menu as before:
 * focus into the menu (an item with data-autofocus first), arrow keys, Escape or a choice
 * closing it and giving focus back to the trigger.
 *
 * The trigger is never replaced: the Menu is mounted beside it and takes the existing button
 * as its target (on-demand-menu-impl.tsx). Wrapping the button in <Menu><Menu.Target> would
 * change its place in the tree, so React would make a new button, and the focus a keyboard or
 * screen-reader user had on it would fall to <body> (and a dialog opened from the menu would
 * give focus back to a button no longer in the page).
 *
 * Pointing at or focusing the trigger only prefetches the chunk; it does not mount the Menu.
 * Mounting it then would cost its hooks for every row the pointer or Tab passes over, and
 * it is not needed for a reliable first click: the button stays the same element, so the
 * click (one press) opens the menu as soon as the chunk is there (at once when prefetched).
 */
export function OnDemandMenu({ target, options, children }: OnDemandMenuProps) {
  const { t } = useT();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [loaded, setLoaded] = useState<MenuModule | null>(loadedModule);
  /** Opened once: the Menu stays mounted from then on (a row's menu, not a list's). */
  const [used, setUsed] = useState(false);
  const [opened, setOpened] = useState(false);
  const disabled = (target.props as { disabled?: boolean }).disabled === true;

  const open = useCallback(async () => {
    try {
      const module = await loadMenu();
      setLoaded((current) => current ?? module);
    } catch (error) {
      setOpened(false);
      const chunk = error instanceof ChunkLoadError ? error.chunk : CHUNK;
      showErrorDialog(t('errors.chunkFailed', { chunk }), t('errors.chunkFailedText'));
    }
  }, [t]);

  const expanded = opened && used && loaded !== null;
  const { onClick, onPointerEnter, onFocus } = target.props;
  const trigger = cloneElement(target, {
    id,
    'aria-haspopup': 'menu',
    'aria-expanded': expanded,
    'aria-controls': expanded ? `${id}-dropdown` : undefined,
    'data-expanded': expanded || undefined,
    ref: setAnchor,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      onPointerEnter?.(event);
      if (!disabled) prefetchMenu();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      onFocus?.(event);
      if (!disabled) prefetchMenu();
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      onClick?.(event);
      const next = !opened;
      setOpened(next);
      if (!next) return;
      setUsed(true);
      if (!loaded) void open();
    },
  });

  const Loaded = loaded?.LoadedMenu;
  return (
    <>
      {trigger}
      {Loaded && used && anchor && (
        <Loaded anchor={anchor} id={id} opened={opened} onChange={setOpened} options={options} items={children} />
      )}
    </>
  );
}
