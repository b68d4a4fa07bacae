/** docs/cache-effects.md lists exactly what each resource's cache.ts declares. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { summarize, VIEWS, type WriteSummary } from '@/api/common/effects';
import { locationWrites } from '@/api/locations/cache';
import { reviewWrites } from '@/api/reviews/cache';
import { tagWrites } from '@/api/tags/cache';
import { trailWrites } from '@/api/trails/cache';
import { userWrites } from '@/api/users/cache';
import { waypointWrites } from '@/api/waypoints/cache';

const declared: WriteSummary[] = [trailWrites, waypointWrites, reviewWrites, tagWrites, userWrites, locationWrites]
  .flatMap((writes) => Object.values(writes))
  .map((effects) => summarize(effects as Parameters<typeof summarize>[0]));

const doc = readFileSync(join(process.cwd(), 'docs/cache-effects.md'), 'utf8');

/** The rows of the table whose header starts with `| first |`. */
function tableRows(first: string): string[][] {
  const lines = doc.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`| ${first} |`));
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line.split('|').slice(1, -1).map((cell) => cell.trim()));
  }
  return rows;
}

const views = (cell: string) => (cell === '—' ? [] : cell.split(', ').sort());

describe('docs/cache-effects.md', () => {
  it('lists every view the code knows, and no other', () => {
    expect(tableRows('View').map(([view]) => view)).toEqual([...VIEWS]);
  });

  it('lists every write with the views it changes, as declared in code', () => {
    const documented = tableRows('Write').map(([write, optimistic, answered, removed, refetched]) => ({
      write,
      optimistic: views(optimistic!),
      answered: views(answered!),
      removed: views(removed!),
      refetched: views(refetched!),
    }));
    const inCode = declared.map((s) => ({
      write: s.write,
      optimistic: [...s.optimistic].sort(),
      answered: [...s.answered].sort(),
      removed: [...s.removed].sort(),
      refetched: [...s.refetched].sort(),
    }));
    expect(documented).toEqual(inCode);
  });
});
