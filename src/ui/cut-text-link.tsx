import { VisuallyHidden } from '@mantine/core';
import { useEffect, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { truncate } from '@/lib/format';
import classes from './cells.module.css';
import { CELL_LINK_CLASS } from './cells';

/** What `renderLink` spreads on its link (a router <Link>, an <a>). */
export interface CutLinkProps {
  className: string;
  /** Weight 500 (cells.module.css), as the cell's main text. */
  'data-strong'?: '';
  onMouseEnter: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave: () => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  children: ReactNode;
}

/** Between the link and its tooltip, in px. */
const GAP = 6;

/** How long the tooltip waits after the pointer leaves the link or the tooltip (WCAG 1.4.13: hoverable). */
const LEAVE_MS = 150;

interface Place {
  top: number;
  /** From the start of the text's direction: `left` in ltr, `right` in rtl. */
  start: number;
  rtl: boolean;
}

function placeBelow(anchor: HTMLElement): Place {
  const rect = anchor.getBoundingClientRect();
  const rtl = anchor.closest('[dir]')?.getAttribute('dir') === 'rtl';
  // The page's width without its scroll bar: `right` is measured from its inner edge.
  const width = document.documentElement.clientWidth;
  return { top: rect.bottom + GAP, start: Math.max(0, rtl ? width - rect.right : rect.left), rtl };
}

/**
 * A user text (a name) that is a link and is cut at `max` characters in a table cell. Cut, its
 * whole text shows in a tooltip on hover and on keyboard focus (Escape hides it), and is the
 * link's accessible name (the cut text is only what the eye sees); both in <bdi>, so the text
 * keeps its own direction. The tooltip is a fixed element of its own under the link, put in the
 * body so no scrolling table clips it, and drawn without Mantine's Tooltip: the lists load no
 * positioning library for it. It closes when the page scrolls (it would stay behind). The pointer
 * can move from the link onto the tooltip: leaving either, it waits a moment before it closes.
 */
export function CutTextLink({
  text,
  max,
  strong,
  renderLink,
}: {
  text: string;
  max: number;
  /** In weight 500, as a cell's main text (a name). */
  strong?: boolean;
  renderLink: (props: CutLinkProps) => ReactElement;
}) {
  const shown = truncate(text, max);
  const cut = shown !== text;
  const [place, setPlace] = useState<Place | null>(null);
  /** The pointer is on the link or on the tooltip. */
  const [hovered, setHovered] = useState(false);
  /** The pointer has just left one of them: the tooltip waits LEAVE_MS for it to come back. */
  const [lingering, setLingering] = useState(false);
  const [focused, setFocused] = useState(false);
  const open = cut && place !== null && (hovered || lingering || focused);
  const enter = () => setHovered(true);
  const leave = () => {
    setHovered(false);
    setLingering(true);
  };
  const close = () => {
    setHovered(false);
    setLingering(false);
    setFocused(false);
  };

  useEffect(() => {
    if (!lingering || hovered) return undefined;
    const timer = setTimeout(() => setLingering(false), LEAVE_MS);
    return () => clearTimeout(timer);
  }, [lingering, hovered]);

  useEffect(() => {
    if (!open) return undefined;
    const onScroll = () => {
      setHovered(false);
      setLingering(false);
      setFocused(false);
    };
    window.addEventListener('scroll', onScroll, true);
    return () => window.removeEventListener('scroll', onScroll, true);
  }, [open]);

  const link = renderLink({
    className: CELL_LINK_CLASS,
    'data-strong': strong ? '' : undefined,
    // A name shown whole has no tooltip: its row does not render again on hover.
    onMouseEnter: (event) => {
      if (!cut) return;
      setPlace(placeBelow(event.currentTarget));
      enter();
    },
    onMouseLeave: leave,
    onFocus: (event) => {
      if (!cut) return;
      setPlace(placeBelow(event.currentTarget));
      setFocused(true);
    },
    onBlur: () => setFocused(false),
    onKeyDown: (event) => {
      if (event.key !== 'Escape' || !open) return;
      // WCAG 1.4.13: what appears on focus can be dismissed without moving the focus.
      event.stopPropagation();
      close();
    },
    children: cut ? (
      <>
        <bdi aria-hidden="true">{shown}</bdi>
        <VisuallyHidden component="span">
          <bdi>{text}</bdi>
        </VisuallyHidden>
      </>
    ) : (
      <bdi>{text}</bdi>
    ),
  });

  return (
    <>
      {link}
      {open &&
        createPortal(
          <div
            role="tooltip"
            className={classes.tip}
            style={{ top: place.top, [place.rtl ? 'right' : 'left']: place.start }}
            // WCAG 1.4.13: the pointer can move onto it without it going.
            onMouseEnter={enter}
            onMouseLeave={leave}
          >
            <bdi>{text}</bdi>
          </div>,
          document.body,
        )}
    </>
  );
}
