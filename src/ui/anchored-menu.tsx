import '@mantine/core/styles/Menu.css';
import { Menu, type MenuProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { PopupTarget, useOpenedAfterMount } from './popup-target';

/** Mantine's Menu and its parts (Menu.Item, Menu.RadioItem...), handed to a menu's items. */
export type MenuKit = typeof Menu;

/**
 * The Menu's own settings (position, styles...). LazyMenu owns opened, onChange and the
 * ids, and the trigger's click opens and closes it, so Mantine's trigger modes, delays and
 * open/close callbacks would never apply: they are not offered.
 */
export type LazyMenuOptions = Omit<
  MenuProps,
  | 'opened'
  | 'defaultOpened'
  | 'onChange'
  | 'children'
  | 'id'
  | 'trigger'
  | 'openDelay'
  | 'closeDelay'
  | 'onOpen'
  | 'onClose'
>;

/**
 * Mantine's Menu around a trigger already in the page: the menu of a LazyMenu
 * (src/ui/lazy-menu.tsx), which loads this file and mounts it on the menu's first
 * use, never by a list's first render.
 */
export interface AnchoredMenuProps {
  /** The trigger LazyMenu rendered: the Menu's target, never re-rendered by the Menu. */
  anchor: HTMLElement;
  /** The id of the trigger (the dropdown is `${id}-dropdown`, labelled by the trigger). */
  id: string;
  opened: boolean;
  onChange: (opened: boolean) => void;
  options: LazyMenuOptions | undefined;
  items: (menu: MenuKit) => ReactNode;
}

export function AnchoredMenu({ anchor, id, opened, onChange, options, items }: AnchoredMenuProps) {
  // Opened one commit after mounting, so Escape and a choice give focus back (./popup-target.tsx).
  const shown = useOpenedAfterMount(opened);
  return (
    <Menu {...options} id={id} opened={shown} onChange={onChange}>
      {/* The button LazyMenu rendered, never replaced (./popup-target.tsx); LazyMenu sets
          aria-haspopup, aria-expanded, aria-controls and id on it itself. */}
      <Menu.Target>
        <PopupTarget node={anchor} />
      </Menu.Target>
      <Menu.Dropdown>{items(Menu)}</Menu.Dropdown>
    </Menu>
  );
}
