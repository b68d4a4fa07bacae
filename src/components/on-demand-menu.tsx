import { cloneElement, useId, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { LoadedMenu, type MenuKit, type OnDemandMenuOptions } from './on-demand-menu-impl';

export type { MenuKit, OnDemandMenuOptions } from './on-demand-menu-impl';

interface TriggerProps {
  id?: string;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  'data-expanded'?: boolean;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  ref?: (node: HTMLElement | null) => void;
}

export interface OnDemandMenuProps {
  /** The trigger: a Button or ActionIcon with its accessible name. It is rendered as given. */
  target: ReactElement<TriggerProps>;
  /** The Menu's settings, as they would be given to Mantine's Menu. */
  options?: OnDemandMenuOptions;
  /** The menu's items, built with the Menu's parts: `(Menu) => <Menu.Item ... />`. */
  children: (menu: MenuKit) => ReactNode;
}

/**
 * A Mantine Menu that exists only once it is used (issue 12, issue 14). A list renders one to
 * three menus per row; a closed Mantine Menu still runs Menu, Popover and floating-ui's hooks,
 * and floating-ui's reference ref costs one more nested commit after the rows arrive (the user
 * list spent 170-200 ms of each load on it). Here a closed menu is its trigger alone, with the
 * attributes Mantine would give it (aria-haspopup="menu", aria-expanded="false"); the first
 * click (or Enter, Space: a button's click) mounts the real Menu, open, around the same
 * button, and it stays mounted. From then on it is Mantine's Menu as before: focus into the
 * menu (an item with data-autofocus first), arrow keys, Escape or a choice closing it and
 * giving focus back to the trigger.
 *
 * The trigger is never replaced: the Menu is mounted beside it and takes the existing button
 * as its target (on-demand-menu-impl.tsx). Wrapping the button in <Menu><Menu.Target> would
 * change its place in the tree, so React would make a new button, and the focus a keyboard or
 * screen-reader user had on it would fall to <body> (and a dialog opened from the menu would
 * give focus back to a button no longer in the page). For the same reason nothing is mounted
 * ahead, on pointerenter or focus: the first click already lands on the button that stays,
 * and mounting ahead would cost the Menu's hooks for every row the pointer or Tab crosses.
 *
 * The Menu's code is imported statically. Loaded with import() on first use (tried, measured
 * with `npm run size`), it left the signed-in /trails load 3.5 KB lighter but added a request
 * (Mantine's RadioIcon became a file shared by the trail list's filters and the menu) and
 * moved Popover and floating-ui, which the Menu had pulled into the signed-in app's file, into
 * the screen kit, putting the dashboard's part at 14.5 of its 15 KB. Popover stays in the
 * /trails load anyway (the filters' selects, the header's tooltips). Worth trying again once
 * those load on demand.
 */
export function OnDemandMenu({ target, options, children }: OnDemandMenuProps) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  /** Opened once: the Menu stays mounted from then on (a row's menu, not a list's). */
  const [used, setUsed] = useState(false);
  const [opened, setOpened] = useState(false);

  const { onClick } = target.props;
  const trigger = cloneElement(target, {
    id,
    'aria-haspopup': 'menu',
    'aria-expanded': opened,
    'aria-controls': opened ? `${id}-dropdown` : undefined,
    'data-expanded': opened || undefined,
    ref: setAnchor,
    onClick: (event: MouseEvent<HTMLElement>) => {
      onClick?.(event);
      setUsed(true);
      setOpened((current) => !current);
    },
  });

  return (
    <>
      {trigger}
      {used && anchor && (
        <LoadedMenu anchor={anchor} id={id} opened={opened} onChange={setOpened} options={options} items={children} />
      )}
    </>
  );
}
