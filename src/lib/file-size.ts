/**
 * File sizes as the panel shows them (the size of a photo before and after it is prepared).
 * A module of its own, beside format.ts: only the trail editor loads it.
 */
export type FileSizeUnit = 'kilobyte' | 'megabyte';

/**
 * A file's size in the unit it is shown in (1 kB = 1,000 bytes, as Intl's units): megabytes
 * with one decimal from 1 MB ("4.2 MB"), whole kilobytes from 1 kB ("610 kB"), tenths of a
 * kilobyte below ("0.1 kB": Intl's "68 byte" reads badly). Shown with the translator's
 * `number(value, FILE_SIZE_FORMAT[unit])`, in the language's digits and unit names.
 */
export function fileSize(bytes: number): { value: number; unit: FileSizeUnit } {
  const size = Math.max(0, bytes);
  // 999,500 bytes and more would round to "1,000 kB": they are shown as "1 MB".
  if (size >= 999_500) return { value: Math.round(size / 100_000) / 10, unit: 'megabyte' };
  if (size >= 1_000) return { value: Math.round(size / 1_000), unit: 'kilobyte' };
  return { value: size === 0 ? 0 : Math.max(0.1, Math.round(size / 100) / 10), unit: 'kilobyte' };
}

export const fileSizeFormat = (unit: FileSizeUnit): Intl.NumberFormatOptions => ({
  style: 'unit',
  unit,
  unitDisplay: 'short',
  maximumFractionDigits: 1,
});
