import { Button } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { LazyPart } from '@/lib/lazy-part';
import type { AnchoredMenu } from './anchored-menu';
import { useLazyPopup } from './use-lazy-part';

/** What a menu's body (a lazyPart's component) is given to mount around the trigger. */
export interface MenuBodyProps {
  /** The trigger, already in the page: the Menu's target (src/ui/anchored-menu.tsx). */
  anchor: HTMLElement;
  /** The trigger's id; the dropdown is `${id}-dropdown`. */
  id: string;
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** Mantine's Menu around the trigger (./anchored-menu.tsx), loaded with the body. */
  AnchoredMenu: typeof AnchoredMenu;
}

/**
 * A toolbar button opening a menu whose whole body (its items, their logic and dialogs) is a
 * lazyPart, as LazyMenu's Menu is (src/ui/lazy-menu.tsx): the first load of a list carries
 * the button alone. Pointing at or focusing it prefetches the body; the first click mounts
 * it, open, around the same button (so focus stays where it was). `render` draws the body
 * from its module once it is here.
 */
export function LazyMenuButton<M extends { AnchoredMenu: typeof AnchoredMenu }>({
  part,
  label,
  render,
}: {
  part: LazyPart<M>;
  label: string;
  render: (module: M, props: MenuBodyProps) => ReactNode;
}) {
  const id = useId();
  const { module, opened, setOpened, expanded, toggle, anchor, anchorRef } = useLazyPopup(part);
  return (
    <>
      <Button
        variant="default"
        id={id}
        aria-haspopup="menu"
        aria-expanded={expanded}
        aria-controls={expanded ? `${id}-dropdown` : undefined}
        data-expanded={expanded || undefined}
        ref={anchorRef}
        onClick={toggle}
        onPointerEnter={part.prefetch}
        onFocus={part.prefetch}
      >
        {label}
      </Button>
      {anchor && module && render(module, { anchor, id, opened, onChange: setOpened, AnchoredMenu: module.AnchoredMenu })}
    </>
  );
}
