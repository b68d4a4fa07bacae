import { useEffect } from 'react';

/** Where focus is "in a layer": a dialog, or a menu that a dialog may be opened from. */
const LAYER = '[role="dialog"], [role="menu"]';

/**
 * Focus goes back to where it came from when a dialog closes (WCAG 2.4.3), for every dialog
 * of the panel.
 *
 * Mantine's modals give focus back to the element that had it when they opened. A dialog
 * opened from a menu item (a row's Change Status, Delete, View details...) remembers that
 * item, which is gone once the menu has closed, so focus fell to the start of the page and a
 * keyboard user lost their place in the table. This remembers the last control focused
 * outside dialogs and menus (the row's menu button), and when focus was in a dialog and is
 * then nowhere (on `<body>`) once the dialog has gone, it puts focus back there. When
 * Mantine's own return works, focus is not on `<body>` and this does nothing.
 */
export function DialogFocusReturn() {
  useEffect(() => {
    let lastOutside: HTMLElement | null = null;
    let focusWasInDialog = false;

    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement)) return;
      if (target.closest(LAYER)) {
        if (target.closest('[role="dialog"]')) focusWasInDialog = true;
        return;
      }
      lastOutside = target;
      focusWasInDialog = false;
    };

    const giveBack = () => {
      if (!focusWasInDialog) return;
      const active = document.activeElement;
      if (active && active !== document.body) return; // focus is somewhere: leave it there
      if (document.querySelector('[role="dialog"]')) return; // still closing, or another one
      focusWasInDialog = false;
      if (lastOutside?.isConnected) lastOutside.focus({ preventScroll: true });
    };

    // A dialog leaves the DOM at the end of its closing transition: check then. Until a
    // dialog has had focus, the observer's callback returns at once.
    const observer = new MutationObserver(giveBack);
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('focusin', onFocusIn, true);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn, true);
    };
  }, []);
  return null;
}
