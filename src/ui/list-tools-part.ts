import { SCREEN_TEXTS } from '@/i18n/parts';
import { lazyPart } from '@/lib/lazy-part';

/**
 * The bodies of a list's Views and Columns menus (their items, dialogs and storage writes),
 * one part loaded on the first use of either: the list's first load carries their buttons alone.
 */
export const listToolsPart = lazyPart(
  'list-tools',
  // The Menu is the row menus' own file (./anchored-menu.tsx), loaded beside the bodies and
  // handed to them, so that a row menu's first use never loads these bodies.
  () =>
    Promise.all([import('./list-tools-body'), import('./anchored-menu')]).then(([bodies, { AnchoredMenu }]) => ({
      ...bodies,
      AnchoredMenu,
    })),
  { texts: SCREEN_TEXTS },
);
