import { useEffect } from 'react';

/** Where focus is "in a layer": a dialog, or a menu that a dialog may be opened from. */
const LAYER = '[role="dialog"], [role="menu"]';

/** The element under `<body>` that holds `el` (a dialog's portal). */
function topLevel(el: Element): Element {
  let node = el;
  while (node.parentElement && node.parentElement !== document.body) node = node.parentElement;
  return node;
}

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

    // Watches the open dialog's portal (and <body>'s children) only while focus is in a
    // dialog: a dialog leaves the DOM at the end of its closing transition, and that is when
    // focus has to be put back. Nothing is watched the rest of the time.
    const watcher = new MutationObserver(() => {
      const active = document.activeElement;
      if (active && active !== document.body) return; // focus is somewhere: leave it there
      if (document.querySelector('[role="dialog"]')) return; // still closing, or another one
      watcher.disconnect();
      if (lastOutside?.isConnected) lastOutside.focus({ preventScroll: true });
    });

    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement)) return;
      const dialog = target.closest('[role="dialog"]');
      if (dialog) {
        watcher.observe(topLevel(dialog), { childList: true, subtree: true });
        watcher.observe(document.body, { childList: true });
        return;
      }
      if (target.closest(LAYER)) return; // a menu item: the menu's button stays the place
      lastOutside = target;
      watcher.disconnect();
    };

    document.addEventListener('focusin', onFocusIn, true);
    return () => {
      watcher.disconnect();
      document.removeEventListener('focusin', onFocusIn, true);
    };
  }, []);
  return null;
}
