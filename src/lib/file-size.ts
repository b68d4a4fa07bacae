/**
 * File sizes as the panel shows them (the size of a photo before and after it is prepared).
 * A module of its own, beside format.ts: only the trail editor loads it.
 */
export type FileSizeUnit = 'byte' | 'kilobyte' | 'megabyte';

/**
 * A file's size in the unit it is shown in (1 KB = 1,000 bytes, as Intl's units): megabytes
 * with one decimal from 1 MB ("4.2 MB"), whole kilobytes from 1 KB ("610 kB"), else bytes.
 * Shown with the translator's `number(value, fileSizeFormat(unit))`, in the language's digits
 * and unit names.
 */
export function fileSize(bytes: number): { value: number; unit: FileSizeUnit } {
  const size = Math.max(0, bytes);
  // 999,500 bytes and more would round to "1,000 kB": they are shown as "1 MB".
  if (size >= 999_500) return { value: Math.round(size / 100_000) / 10, unit: 'megabyte' };
  if (size >= 1_000) return { value: Math.round(size / 1_000), unit: 'kilobyte' };
  return { value: size, unit: 'byte' };
}

export const fileSizeFormat = (unit: FileSizeUnit): Intl.NumberFormatOptions => ({
  style: 'unit',
  unit,
  unitDisplay: 'short',
  maximumFractionDigits: unit === 'megabyte' ? 1 : 0,
});
