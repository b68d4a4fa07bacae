/**
 * The demo tools' texts are the catalogues' `demo.*` messages (src/i18n/locales): a part of
 * its own that only the demo tools load, so a production build never carries them.
 */
import { addMessageLoaders, loadMessages } from '../../src/i18n/catalogues';
import type { Locale } from '../../src/i18n/parts';

addMessageLoaders('demo', {
  ar: () => import('virtual:cairn-messages/ar/demo'),
  en: () => import('virtual:cairn-messages/en/demo'),
});

/** Loads the demo tools' texts in a language (and, from then on, with every language switch). */
export const loadDemoMessages = (locale: Locale) => loadMessages(locale, ['demo']);

/** The developer panel's keyboard shortcut (a key combination, the same in every language). */
export const PANEL_SHORTCUT = 'Alt+Shift+D';
