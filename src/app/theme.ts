import { Badge, createTheme, type MantineThemeOverride } from '@mantine/core';
import type { Translator } from '@/i18n/translator';

/**
 * Fonts that need no network. Arabic first puts an Arabic face before the system UI font,
 * which on Linux is often DejaVu Sans, whose Arabic is rudimentary: Noto Sans Arabic (Linux,
 * Android, ChromeOS), Segoe UI (Windows, whose Arabic is good), SF Arabic and Geeza Pro
 * (Apple), Tahoma (older Windows); Latin text in an Arabic page falls through to the system
 * fonts that follow.
 */
const LATIN_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Helvetica Neue", Arial, sans-serif';
const ARABIC_FONTS = `"Noto Sans Arabic", "Segoe UI", "SF Arabic", "Geeza Pro", Tahoma, ${LATIN_FONTS}`;

/** The panel's theme in one language (its fonts and Mantine's built-in labels). */
export function createAppTheme(translator: Translator): MantineThemeOverride {
  const fontFamily = translator.locale === 'ar' ? ARABIC_FONTS : LATIN_FONTS;
  return createTheme({
    primaryColor: 'teal',
    defaultRadius: 'md',
    fontFamily,
    headings: { fontFamily, fontWeight: '700' },
    components: {
      // Mantine's modal and drawer close buttons are icons without a name (axe "button-name");
      // every dialog of the panel, including @mantine/modals' confirm dialogs, gets one here.
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': translator.t('app.close') } } },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': translator.t('app.close') } } },
      // A badge never shrinks below its text: in a crowded table row it would otherwise be cut
      // to "...G" instead of the column growing.
      Badge: Badge.extend({ styles: { root: { minWidth: 'max-content', flexShrink: 0 } } }),
    },
  });
}
