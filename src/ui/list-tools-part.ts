import { SCREEN_TEXTS } from '@/i18n/parts';
import { lazyPart } from '@/lib/lazy-part';

/**
 * The bodies of a list's Views and Columns menus (their items, dialogs and storage writes),
 * one part loaded on the first use of either: the list's first load carries their buttons alone.
 */
export const listToolsPart = lazyPart('list-tools', () => import('./list-tools-body'), { texts: SCREEN_TEXTS });
