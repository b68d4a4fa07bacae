import {
  createTheme,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import type { Translator } from '@/i18n/translator';
import { contrastRatio, darkenToContrast, darkenUntil, relativeLuminance } from '@/lib/contrast';
import { DARK_BOUNDARY_COLOR, DARK_DIMMED_COLOR, LEGIBLE_BOUNDARY_COLOR, LEGIBLE_SHADES } from './theme-colors';
import classes from './theme.module.css';

/**
 * WCAG 2.x AA contrast for text (4.5:1), with a small margin so that rounding in a browser
 * never lands under it. Large text and UI boundaries need 3:1, which this also gives.
 */
export const TEXT_CONTRAST = 4.6;

/** UI component boundaries (a field's border, a checkbox) need 3:1 (WCAG 1.4.11). */
export const BOUNDARY_CONTRAST = 3.1;

/** How much darker shade 7 (a filled button on hover) is than shade 6, at least (as a ratio). */
const HOVER_STEP = 1.12;

const base = DEFAULT_THEME.colors;
const white = DEFAULT_THEME.white;

/**
 * The surfaces text is shown on: the page and cards (white), table stripes and hovered rows
 * (gray 0, gray 1).
 */
export const SURFACES = [white, base.gray[0], base.gray[1]] as const;

/**
 * The surfaces of the dark scheme: the page, cards and dialogs (dark 7), menus, popovers,
 * table stripes and default buttons (dark 6), hovered rows and buttons (dark 5).
 */
export const DARK_SURFACES = [base.dark[7], base.dark[6], base.dark[5]] as const;

/**
 * Mantine's palettes made legible, hue by hue (the look stays: same hues, darker where
 * needed). In a Mantine palette shades 0-5 are backgrounds and borders, and shades 6-9 carry
 * text and marks:
 * - shade 6 is `filled` (white text on it), `outline`, the text colour `c="red"`, `dimmed`
 *   (gray), links and the focus ring;
 * - shade 7 is `filled` on hover;
 * - shade 9 is the text of the `light` and `subtle` variants (buttons, badges, alerts, the
 *   active sidebar link) on shade 1, and on shade 2 when hovered.
 * So shades 6-9 are darkened until they have 4.5:1 on every surface, shade 9 also on its own
 * shades 1 and 2; none is lighter than the one before, and shade 7 stays a visible step
 * darker than shade 6 (a filled button still darkens on hover).
 */
export function legiblePalette(colors: MantineColorsTuple): MantineColorsTuple {
  const shades = [...colors];
  for (let i = 6; i <= 9; i += 1) {
    const backgrounds = i === 9 ? [...SURFACES, shades[1]!, shades[2]!] : [...SURFACES];
    const previous = shades[i - 1]!;
    shades[i] = darkenUntil(
      shades[i]!,
      (c) =>
        backgrounds.every((bg) => contrastRatio(c, bg) >= TEXT_CONTRAST) &&
        (i === 6 || relativeLuminance(c) <= relativeLuminance(previous)) &&
        (i !== 7 || contrastRatio(c, previous) >= HOVER_STEP),
    );
  }
  return shades as unknown as MantineColorsTuple;
}

/**
 * The border of fields, checkboxes, radios, pager buttons and default buttons: Mantine's gray
 * 4 has 1.5:1 on white, too faint to find an empty field by; this is gray darkened to 3:1 on
 * every surface, still lighter than any text.
 */
export const BOUNDARY_COLOR = LEGIBLE_BOUNDARY_COLOR;

/** How BOUNDARY_COLOR is found (theme-colors.ts holds the result; a test compares them). */
export const boundaryColor = () => darkenToContrast(base.gray[4], SURFACES, BOUNDARY_CONTRAST);

/**
 * Every palette through `legiblePalette`, as theme-colors.ts holds it (computed once, not on
 * every start). A palette it lacks keeps Mantine's shades; the contrast test fails.
 */
const legibleColors = Object.fromEntries(
  Object.entries(base).map(([name, tuple]) => {
    const shades = LEGIBLE_SHADES[name];
    return [name, shades ? [...tuple.slice(0, 6), ...shades] : tuple];
  }),
) as Record<string, MantineColorsTuple>;

/**
 * Fonts that need no network. Arabic first puts an Arabic face before the system UI font,
 * which on Linux is often DejaVu Sans, whose Arabic is rudimentary: Noto Sans Arabic (Linux,
 * Android, ChromeOS), Segoe UI (Windows, whose Arabic is good), SF Arabic and Geeza Pro
 * (Apple), Tahoma (older Windows); Latin text in an Arabic page falls through to the system
 * fonts that follow.
 */
const LATIN_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Helvetica Neue", Arial, sans-serif';
const ARABIC_FONTS = `"Noto Sans Arabic", "Segoe UI", "SF Arabic", "Geeza Pro", Tahoma, ${LATIN_FONTS}`;

/**
 * The panel's theme in one language (its fonts and Mantine's built-in labels). On a narrow
 * screen (`fullScreenDialogs`, src/ui/media-query.ts: below 500 px) every dialog takes the
 * whole screen.
 */
export function createAppTheme(translator: Translator, fullScreenDialogs = false): MantineThemeOverride {
  const fontFamily = translator.locale === 'ar' ? ARABIC_FONTS : LATIN_FONTS;
  return createTheme({
    primaryColor: 'teal',
    colors: legibleColors,
    defaultRadius: 'md',
    fontFamily,
    headings: { fontFamily, fontWeight: '700' },
    // Plain objects, not Component.extend(...): importing a component here would put it in the
    // first screen's bundle.
    components: {
      // Mantine's modal and drawer close buttons are icons without a name (axe "button-name");
      // every dialog of the panel, including @mantine/modals' confirm dialogs, gets one here.
      // Below 500 px they all take the whole screen (a dialog of its own size left a strip
      // of the page around it and cut long forms), set here once for every dialog.
      Modal: {
        defaultProps: {
          closeButtonProps: { 'aria-label': translator.t('app.close') },
          ...(fullScreenDialogs && { fullScreen: true }),
        },
      },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': translator.t('app.close') } } },
      // A badge never shrinks below its text: in a crowded table row it would otherwise be cut
      // to "...G" instead of the column growing.
      Badge: { styles: { root: { minWidth: 'max-content', flexShrink: 0 } } },
      // Focus you can see (theme.module.css): a field's focus border is 2 px, not 1 px, and a
      // menu item reached with the arrow keys gets the focus ring, not only a grey background.
      Menu: { classNames: { item: classes.menuItem } },
      // Paper and Card remove outlines; a card that is a link (or holds one) shows its focus.
      Paper: { classNames: { root: classes.surface } },
      Card: { classNames: { root: classes.surface } },
      // Boundaries with 3:1 (theme.module.css): fields, checkboxes, radios, pager buttons.
      Input: { classNames: { wrapper: classes.field, input: classes.input } },
      Checkbox: { classNames: { input: classes.checkbox } },
      Radio: { classNames: { radio: classes.checkbox } },
      Pagination: { classNames: { control: classes.pagerControl } },
      // Controls on a filled alert (the demo's notices) get a ring in the alert's text colour.
      Alert: { classNames: { root: classes.alert } },
    },
  });
}

/**
 * CSS variables of each scheme, given to MantineProvider (providers.tsx):
 * - placeholders read like hints (SPEC.md's "Search by name", "Select status"), so they get
 *   the dimmed text colour, which meets 4.5:1, instead of Mantine's light gray 5 (2.1:1) or
 *   dark 3 (2.8:1 on the dark page);
 * - the default border (default buttons, and through theme.module.css fields, checkboxes,
 *   radios and pager buttons) is BOUNDARY_COLOR, 3:1, in dark DARK_BOUNDARY_COLOR;
 * - `--cairn-primary-mark`: the primary colour as a line on the page (focus rings, the active
 *   sidebar link's bar), 3:1 on every surface. In light it is the filled colour (shade 6); in
 *   dark the filled colour (shade 8) is too dark on the dark page (2.7:1), so shade 4.
 * - dark: dimmed text is Mantine's dark 2 (4.0:1 on the page) lightened to 4.5:1 on every
 *   dark surface; error texts are red's text colour (shade 4), not the filled red 8 (3.0:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-placeholder': 'var(--mantine-color-dimmed)',
    '--mantine-color-default-border': BOUNDARY_COLOR,
    '--cairn-primary-mark': 'var(--mantine-primary-color-filled)',
  },
  dark: {
    '--mantine-color-dimmed': DARK_DIMMED_COLOR,
    '--mantine-color-placeholder': 'var(--mantine-color-dimmed)',
    '--mantine-color-default-border': DARK_BOUNDARY_COLOR,
    '--mantine-color-error': 'var(--mantine-color-red-text)',
    '--cairn-primary-mark': 'var(--mantine-primary-color-4)',
    // Text and outlines in a colour are its shade 4 in dark; grape, violet and indigo 4 have
    // under 4.5:1 on a hovered row (dark 5), so they take shade 3; `dark` 4 is nearly the
    // page itself, so text "in dark" is the page's text colour.
    ...Object.fromEntries(
      ['grape', 'violet', 'indigo'].flatMap((c) => [
        [`--mantine-color-${c}-text`, `var(--mantine-color-${c}-3)`],
        [`--mantine-color-${c}-outline`, `var(--mantine-color-${c}-3)`],
      ]),
    ),
    '--mantine-color-dark-text': 'var(--mantine-color-text)',
    '--mantine-color-dark-outline': 'var(--mantine-color-text)',
  },
});
