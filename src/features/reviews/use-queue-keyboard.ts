import { useEffect, useRef } from 'react';

export type QueueCommand = 'next' | 'previous' | 'accept' | 'reject' | 'view';

/** The keys of keyboard moderation; shown on screen by KeyboardLegend. */
export const QUEUE_KEYS: Record<string, QueueCommand> = {
  j: 'next',
  ArrowDown: 'next',
  k: 'previous',
  ArrowUp: 'previous',
  a: 'accept',
  r: 'reject',
  v: 'view',
  Enter: 'view',
};

const TYPING = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';
/** Enter already means "press" on these; it is left to them. */
const ACTIVATABLE = 'button, a[href], [role="button"], [role="menuitem"], [role="tab"], summary';

/** True when a dialog (ours, a confirm, an error dialog) is open: keys belong to it. */
function dialogOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

/**
 * Document-level shortcuts for working down a queue. They do not fire while typing in a
 * field, while a dialog is open, or with Ctrl/Alt/Meta held, so they never steal a key.
 */
export function useQueueKeyboard(enabled: boolean, onCommand: (command: QueueCommand) => void) {
  const handler = useRef(onCommand);
  useEffect(() => {
    handler.current = onCommand;
  });

  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      const command = QUEUE_KEYS[key];
      if (!command) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(TYPING)) return;
      if (key === 'Enter' && target?.closest(ACTIVATABLE)) return;
      if (dialogOpen()) return;
      event.preventDefault();
      handler.current(command);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
