/**
 * The theme's legible shades 6-9 of each of Mantine's palettes and the 3:1 boundary colour,
 * written out: what `legiblePalette` and `darkenToContrast` (src/app/theme.ts) give for
 * Mantine's default colours. Computed on every start, they would delay the first render of
 * every cold load;
 * tests/a11y/theme-contrast.test.ts checks these are still what the functions give (after a
 * Mantine upgrade its diff shows the new values to write here).
 */
export const LEGIBLE_SHADES: Readonly<Record<string, readonly [string, string, string, string]>> = {
  dark: ['#2e2e2e', '#242424', '#1f1f1f', '#141414'],
  gray: ['#686e74', '#495057', '#343a40', '#212529'],
  red: ['#c24040', '#bc3131', '#c02a2a', '#b02525'],
  pink: ['#bf3d6a', '#bb2d5e', '#bf245b', '#a61e4d'],
  grape: ['#a441bd', '#9c37b4', '#9c36b5', '#862e9c'],
  violet: ['#774eed', '#6d46e2', '#6741d9', '#5939b8'],
  indigo: ['#4463dc', '#3c5ad6', '#3a59d7', '#3249b8'],
  blue: ['#1b70b9', '#1767af', '#1766b0', '#165b9c'],
  cyan: ['#0f7887', '#0c6f7e', '#0a6e7f', '#0a697b'],
  teal: ['#0c7d5b', '#087454', '#077453', '#077051'],
  green: ['#2a7d39', '#247432', '#237432', '#237233'],
  lime: ['#4e7912', '#47700d', '#44700a', '#456f0a'],
  yellow: ['#906503', '#8c5b00', '#945600', '#9b5000'],
  orange: ['#ac560e', '#aa4705', '#ae4309', '#ad390c'],
};

/** Mantine's gray 4 darkened to 3:1 on every surface (`BOUNDARY_COLOR`). */
export const LEGIBLE_BOUNDARY_COLOR = '#868a8e';

/**
 * The dark scheme's dimmed text and boundary: the darkest greys with 4.5:1 (text, with
 * TEXT_CONTRAST's margin) and 3:1 (boundaries) on every dark surface (DARK_SURFACES,
 * src/app/theme.ts); tests/a11y/theme-contrast.test.ts checks them.
 */
export const DARK_DIMMED_COLOR = '#a6a6a6';
export const DARK_BOUNDARY_COLOR = '#878787';
