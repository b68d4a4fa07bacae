/**
 * Colour contrast as WCAG 2.x defines it (relative luminance, ratio 1-21), for the theme's
 * palette and its tests. Colours are `#rgb` or `#rrggbb`.
 */

type Rgb = readonly [number, number, number];

export function parseHex(hex: string): Rgb {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) throw new Error(`Not a hex colour: ${hex}`);
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as unknown as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** WCAG 2.x relative luminance (0 black to 1 white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The colour itself if it already meets `enough`, otherwise the lightest darker shade of it
 * that does: the channels are scaled towards black together, so the hue stays the same.
 */
export function darkenUntil(hex: string, enough: (candidate: string) => boolean): string {
  if (enough(hex)) return hex;
  const rgb = parseHex(hex);
  for (let keep = 1; keep > 0; keep -= 0.005) {
    const candidate = toHex(rgb.map((c) => c * keep) as unknown as Rgb);
    if (enough(candidate)) return candidate;
  }
  return '#000000';
}

/** `darkenUntil` the colour has `ratio` against every one of `backgrounds`. */
export function darkenToContrast(
  hex: string,
  backgrounds: readonly string[],
  ratio: number,
): string {
  return darkenUntil(hex, (c) => backgrounds.every((bg) => contrastRatio(c, bg) >= ratio));
}

/** Hue in degrees (0-360) of an `#rrggbb` colour; 0 for greys. */
export function hue(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => c / 255) as unknown as Rgb;
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}
