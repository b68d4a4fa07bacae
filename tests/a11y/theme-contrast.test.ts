/**
 * The theme's colours, as Mantine turns them into CSS: every variant the panel uses, in every
 * colour of the palette, meets WCAG AA (4.5:1 for text, 3:1 for boundaries and the focus
 * ring) on every surface. jsdom cannot compute colours, so this reads the CSS variables
 * Mantine generates from the theme and follows them to their values; `npm run a11y` checks
 * the same in a browser.
 */
import {
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  defaultVariantColorsResolver,
  mergeMantineTheme,
  type MantineColor,
} from '@mantine/core';
import { describe, expect, it } from 'vitest';
import {
  BOUNDARY_COLOR,
  boundaryColor,
  cssVariablesResolver,
  legiblePalette,
  SURFACES,
  createAppTheme,
} from '@/app/theme';
import { translatorFor } from '@/i18n/translator';
import { contrastRatio, hue, relativeLuminance } from '@/lib/contrast';

const theme = mergeMantineTheme(DEFAULT_THEME, createAppTheme(translatorFor('ar', 'rtl')));
const generated = defaultCssVariablesResolver(theme);
const ours = cssVariablesResolver(theme);
/** The light scheme's CSS variables, ours over Mantine's, as the page gets them. */
const variables: Record<string, string> = {
  ...generated.variables,
  ...generated.light,
  ...ours.variables,
  ...ours.light,
};

/** A CSS value with its var(...) references followed to a colour. */
function resolve(value: string): string {
  let v = value.trim();
  for (let i = 0; i < 10; i += 1) {
    const m = /^var\((--[\w-]+)\)$/.exec(v);
    if (!m) return v;
    const next = variables[m[1]!];
    if (next === undefined) throw new Error(`No CSS variable ${m[1]}`);
    v = next.trim();
  }
  throw new Error(`var() loop at ${value}`);
}

const AA = 4.5;
const colors = Object.keys(DEFAULT_THEME.colors) as MantineColor[];
const WHITE = theme.white;

function variant(color: MantineColor, name: string) {
  const v = defaultVariantColorsResolver({ color, theme, variant: name });
  return {
    background: resolve(v.background ?? ''),
    hover: resolve(v.hover ?? ''),
    text: resolve(v.color ?? ''),
  };
}

describe('theme contrast', () => {
  it.each(colors)('filled %s: white text on it and on its hover', (color) => {
    const { background, hover, text } = variant(color, 'filled');
    expect(text).toBe(WHITE);
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(text, hover)).toBeGreaterThanOrEqual(AA);
  });

  it.each(colors)(
    'light %s (badges, light buttons, alerts, the active NavLink): text on it and on its hover',
    (color) => {
      const { background, hover, text } = variant(color, 'light');
      expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(text, hover)).toBeGreaterThanOrEqual(AA);
    },
  );

  it.each(colors)('subtle, outline and text in %s on every surface', (color) => {
    for (const name of ['subtle', 'outline', 'transparent']) {
      const { text, hover } = variant(color, name);
      for (const surface of SURFACES)
        expect(contrastRatio(text, surface)).toBeGreaterThanOrEqual(AA);
      if (name === 'subtle') expect(contrastRatio(text, hover)).toBeGreaterThanOrEqual(AA);
    }
    // c="red", error texts, links: the `text` and shade 6 variables.
    for (const surface of SURFACES) {
      expect(
        contrastRatio(resolve(`var(--mantine-color-${color}-text)`), surface),
      ).toBeGreaterThanOrEqual(AA);
    }
  });

  it('dimmed texts, placeholders, error messages and links on every surface', () => {
    for (const name of ['dimmed', 'placeholder', 'error', 'anchor', 'text']) {
      for (const surface of SURFACES) {
        expect(
          contrastRatio(resolve(`var(--mantine-color-${name})`), surface),
          name,
        ).toBeGreaterThanOrEqual(AA);
      }
    }
  });

  it('the focus ring: 3:1 on every surface and on the active NavLink', () => {
    const ring = resolve('var(--mantine-primary-color-filled)');
    for (const surface of [...SURFACES, resolve('var(--mantine-primary-color-light)')]) {
      expect(contrastRatio(ring, surface)).toBeGreaterThanOrEqual(3);
    }
  });

  it('boundaries of fields, checkboxes and default buttons: 3:1 on every surface', () => {
    expect(resolve('var(--mantine-color-default-border)')).toBe(BOUNDARY_COLOR);
    for (const surface of SURFACES)
      expect(contrastRatio(BOUNDARY_COLOR, surface)).toBeGreaterThanOrEqual(3);
  });
});

describe('legiblePalette keeps the look', () => {
  it.each(colors)('%s: same hues, only shades 6-9 change, only darker, still in order', (color) => {
    const before = DEFAULT_THEME.colors[color]!;
    const after = legiblePalette(before);
    expect(after.slice(0, 6)).toEqual(before.slice(0, 6));
    for (let i = 6; i <= 9; i += 1) {
      expect(relativeLuminance(after[i]!)).toBeLessThanOrEqual(relativeLuminance(before[i]!));
      if (color !== 'gray' && color !== 'dark') {
        const shift = Math.abs(hue(after[i]!) - hue(before[i]!));
        expect(Math.min(shift, 360 - shift)).toBeLessThan(3);
      }
      expect(relativeLuminance(after[i]!)).toBeLessThanOrEqual(relativeLuminance(after[i - 1]!));
    }
    expect(contrastRatio(after[7]!, after[6]!)).toBeGreaterThan(1.1); // a filled button darkens on hover
  });

  it('a shade that already meets the target is left as it is', () => {
    expect(legiblePalette(DEFAULT_THEME.colors.dark)).toEqual(DEFAULT_THEME.colors.dark);
  });

  // The theme takes the palettes written out in src/app/theme-colors.ts (not computed on every
  // start): they must be what legiblePalette gives, so every check above holds.
  it.each(colors)('%s in the theme is legiblePalette of Mantine\'s', (color) => {
    expect(theme.colors[color]).toEqual(legiblePalette(DEFAULT_THEME.colors[color]!));
  });

  it('the boundary colour in the theme is what boundaryColor finds', () => {
    expect(BOUNDARY_COLOR).toBe(boundaryColor());
  });
});
