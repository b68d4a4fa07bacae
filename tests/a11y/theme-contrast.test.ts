/**
 * The theme's colours, as Mantine turns them into CSS: every variant the panel uses, in every
 * colour of the palette, meets WCAG AA (4.5:1 for text, 3:1 for boundaries and the focus
 * ring) on every surface, in the light and in the dark scheme. jsdom cannot compute colours, so this reads the CSS variables
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
import { beforeEach, describe, expect, it } from 'vitest';
import {
  BOUNDARY_COLOR,
  boundaryColor,
  cssVariablesResolver,
  DARK_SURFACES,
  legiblePalette,
  SURFACES,
  createAppTheme,
} from '@/app/theme';
import { translatorFor } from '@/i18n/translator';
import { DARK_BOUNDARY_COLOR } from '@/app/theme-colors';
import { contrastRatio, hue, parseHex, relativeLuminance, toHex } from '@/lib/contrast';

const theme = mergeMantineTheme(DEFAULT_THEME, createAppTheme(translatorFor('ar', 'rtl')));
const generated = defaultCssVariablesResolver(theme);
const ours = cssVariablesResolver(theme);
/** Each scheme's CSS variables, ours over Mantine's, as the page gets them, and its surfaces. */
const SCHEMES = {
  light: {
    variables: { ...generated.variables, ...generated.light, ...ours.variables, ...ours.light },
    surfaces: SURFACES as readonly string[],
    boundary: BOUNDARY_COLOR,
  },
  dark: {
    variables: { ...generated.variables, ...generated.dark, ...ours.variables, ...ours.dark },
    surfaces: DARK_SURFACES as readonly string[],
    boundary: DARK_BOUNDARY_COLOR,
  },
} as const;

/** The scheme the checks below read (set by describe.each). */
let variables: Record<string, string> = SCHEMES.light.variables;

/**
 * An `rgba(r, g, b, a)` (Mantine's dark `light` variants and its hovers are written so) as
 * the `#rrggbb` it shows over `surface`; a `#rrggbb` as it is.
 */
function over(value: string, surface: string): string {
  const m = /^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)$/.exec(value);
  if (!m) return value;
  const alpha = m[4] === undefined ? 1 : Number(m[4]);
  const under = parseHex(surface);
  return toHex([0, 1, 2].map((i) => Number(m[i + 1]) * alpha + under[i]! * (1 - alpha)) as unknown as [number, number, number]);
}

/** An opaque colour as `#rrggbb`; a translucent one over the page. */
const opaque = (value: string) => over(value, follow('var(--mantine-color-body)'));

/** A CSS value with its var(...) references followed to a colour. */
function resolve(value: string): string {
  return opaque(follow(value));
}

function follow(value: string): string {
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
    hover: follow(v.hover ?? ''),
    text: resolve(v.color ?? ''),
  };
}

describe.each(['light', 'dark'] as const)('theme contrast in the %s scheme', (scheme) => {
  const { surfaces, boundary } = SCHEMES[scheme];
  beforeEach(() => {
    variables = SCHEMES[scheme].variables;
  });

  it.each(colors)('filled %s: white text on it and on its hover', (color) => {
    const { background, hover, text } = variant(color, 'filled');
    expect(text).toBe(WHITE);
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(text, opaque(hover))).toBeGreaterThanOrEqual(AA);
  });

  it.each(colors)(
    'light %s (badges, light buttons, alerts, the active NavLink): text on it and on its hover',
    (color) => {
      const { background, hover, text } = variant(color, 'light');
      expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(text, opaque(hover))).toBeGreaterThanOrEqual(AA);
    },
  );

  it.each(colors)('subtle, outline and text in %s on every surface', (color) => {
    for (const name of ['subtle', 'outline', 'transparent']) {
      const { text, hover } = variant(color, name);
      for (const surface of surfaces)
        expect(contrastRatio(text, surface)).toBeGreaterThanOrEqual(AA);
      if (name === 'subtle') {
        for (const surface of surfaces)
          expect(contrastRatio(text, over(follow(hover), surface))).toBeGreaterThanOrEqual(AA);
      }
    }
    // c="red", error texts, links: the `text` and shade 6 variables.
    for (const surface of surfaces) {
      expect(
        contrastRatio(resolve(`var(--mantine-color-${color}-text)`), surface),
      ).toBeGreaterThanOrEqual(AA);
    }
  });

  it('dimmed texts, placeholders, error messages and links on every surface', () => {
    for (const name of ['dimmed', 'placeholder', 'error', 'anchor', 'text']) {
      for (const surface of surfaces) {
        expect(
          contrastRatio(resolve(`var(--mantine-color-${name})`), surface),
          name,
        ).toBeGreaterThanOrEqual(AA);
      }
    }
  });

  it('the focus ring: 3:1 on every surface and on the active NavLink', () => {
    const ring = resolve('var(--cairn-primary-mark)');
    for (const surface of [...surfaces, resolve('var(--mantine-primary-color-light)')]) {
      expect(contrastRatio(ring, surface)).toBeGreaterThanOrEqual(3);
    }
  });

  it('boundaries of fields, checkboxes and default buttons: 3:1 on every surface', () => {
    expect(resolve('var(--mantine-color-default-border)')).toBe(boundary);
    for (const surface of surfaces)
      expect(contrastRatio(boundary, surface)).toBeGreaterThanOrEqual(3);
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
