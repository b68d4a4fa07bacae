import {
  cloneElement,
  createContext,
  useContext,
  useId,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { lazyPart } from '@/lib/lazy-part';
import type { LazyMenuOptions, MenuKit } from './anchored-menu';
import { useLazyPopup } from './use-lazy-part';

export type { LazyMenuOptions, MenuKit } from './anchored-menu';

const anchoredMenu = lazyPart('anchored-menu', () => import('./anchored-menu'));

interface TriggerProps {
  id?: string;
  'aria-label'?: string;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  'data-expanded'?: boolean;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  ref?: (node: HTMLElement | null) => void;
}

/**
 * Draws a menu's items as visible buttons instead of behind its trigger: given by a list's
 * cards (src/ui/data-cards.tsx) to the row's actions, so a phone shows Edit, Delete... on the
 * card, one tap each. It gets the trigger's accessible name ("Actions for {name}") for the
 * group of buttons and the items as the menu would get them.
 */
export type InlineMenu = (label: string | undefined, items: (menu: MenuKit) => ReactNode) => ReactNode;
export const InlineMenuContext = createContext<InlineMenu | null>(null);

export interface LazyMenuProps {
  /**
   * The trigger: a button with its accessible name (a row's RowIconButton or RowButton, a
   * Mantine Button or ActionIcon) that takes a ref. It is rendered as given.
   */
  target: ReactElement<TriggerProps>;
  /** The Menu's settings, as they would be given to Mantine's Menu. */
  options?: LazyMenuOptions;
  /** The menu's items, built with the Menu's parts: `(Menu) => <Menu.Item ... />`. */
  children: (menu: MenuKit) => ReactNode;
}

/**
 * A Mantine Menu that exists only once it is used. A list renders one to three menus per row;
 * a closed Mantine Menu still runs Menu, Popover and floating-ui's hooks, and floating-ui's
 * reference ref costs one more nested commit after the rows arrive. Here a closed menu is its
 * trigger alone, with the attributes Mantine would give it (aria-haspopup="menu", aria-expanded="false"); the first
 * click (or Enter, Space: a button's click) mounts the real Menu, open, around the same
 * button, and it stays mounted. From then on it is Mantine's Menu as before: focus into the
 * menu (an item with data-autofocus first), arrow keys, Escape or a choice closing it and
 * giving focus back to the trigger.
 *
 * The trigger is never replaced: the Menu is mounted beside it and takes the existing button
 * as its target (anchored-menu.tsx). Wrapping the button in <Menu><Menu.Target> would
 * change its place in the tree, so React would make a new button, and the focus a keyboard or
 * screen-reader user had on it would fall to <body> (and a dialog opened from the menu would
 * give focus back to a button no longer in the page). For the same reason nothing is mounted
 * ahead, on pointerenter or focus: the first click already lands on the button that stays,
 * and mounting ahead would cost the Menu's hooks for every row the pointer or Tab crosses.
 *
 * The Menu's code (Mantine's Menu, Popover, floating-ui) is a lazyPart loaded on first use, as
 * the Country filter's list is (src/lib/lazy-part.ts): pointing at or
 * focusing a trigger prefetches it, and a click before it is here opens the menu as soon as it
 * is. Until the Menu is mounted the trigger says it is closed (aria-expanded="false"). A chunk
 * that fails to load ends in SPEC.md §8's "Loading chunk menu failed" dialog; the next click
 * tries again.
 */
export function LazyMenu({ target, options, children }: LazyMenuProps) {
  const id = useId();
  const { module, opened, setOpened, expanded, toggle, anchor, anchorRef } = useLazyPopup(anchoredMenu);
  const AnchoredMenu = module?.AnchoredMenu;
  const inline = useContext(InlineMenuContext);
  if (inline) return inline(target.props['aria-label'], children);

  const { onClick, onPointerEnter, onFocus } = target.props;
  const trigger = cloneElement(target, {
    id,
    'aria-haspopup': 'menu',
    'aria-expanded': expanded,
    'aria-controls': expanded ? `${id}-dropdown` : undefined,
    'data-expanded': expanded || undefined,
    ref: anchorRef,
    onClick: (event: MouseEvent<HTMLElement>) => {
      onClick?.(event);
      toggle();
    },
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      onPointerEnter?.(event);
      anchoredMenu.prefetch();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      onFocus?.(event);
      anchoredMenu.prefetch();
    },
  });

  return (
    <>
      {trigger}
      {anchor && AnchoredMenu && (
        <AnchoredMenu
          anchor={anchor}
          id={id}
          opened={opened}
          onChange={setOpened}
          options={options}
          items={children}
        />
      )}
    </>
  );
}
