/** Helpers for the trail list's tests: the expected rows straight from the fake database. */
import { screen, within } from '@testing-library/react';
import type { TrailStatus } from '@/api/trails/schemas';
import { db } from '../../mocks/db';
import type { TrailRecord } from '../../mocks/db';
import type { User } from '../support';
import { t } from '../text';

export interface ExpectedFilter {
  name?: string;
  status?: TrailStatus;
  countryIds?: readonly number[];
  sortBy?: 'newest' | 'oldest';
}

/** Every trail the server should answer for the filter, in its order. */
export function expectedTrails(filter: ExpectedFilter = {}): TrailRecord[] {
  const name = filter.name?.toLowerCase();
  const list = [...db.trails.values()].filter((t) => {
    if (name && !t.name.toLowerCase().includes(name)) return false;
    if (filter.status && t.status !== filter.status) return false;
    if (filter.countryIds?.length) {
      const city = db.cities.get(t.cityId);
      if (!city || !filter.countryIds.includes(city.countryId)) return false;
    }
    return true;
  });
  list.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id);
  return filter.sortBy === 'oldest' ? list : list.reverse();
}

/** The ids of the rows shown, in order (from the "ID: n" line under each name). */
export function shownIds(): number[] {
  const table = screen.getByRole('table', { name: t('trails.tableLabel') });
  const [before, after] = t('common.idValue', { id: '\u0000' }).split('\u0000') as [string, string];
  return within(table)
    .getAllByText((text) => text.startsWith(before) && text.endsWith(after) && /^\d+$/.test(text.slice(before.length, text.length - after.length)))
    .map((el) => Number(el.textContent?.slice(before.length, el.textContent.length - after.length)));
}

/** A trail's row in the list (found by its "ID: n" line). */
export const rowOf = (id: number) => screen.getByText(t('common.idValue', { id })).closest('tr')!;

/**
 * A trail row's menu button ("Actions for {name}"), found by its name among its row's buttons,
 * where the user sees it: naming every button of the page, or of the table, cost 50 to 300 ms
 * a call in jsdom.
 */
export const actionsButton = (trail: TrailRecord) =>
  within(rowOf(trail.id)).getByRole('button', { name: `Actions for ${trail.name}` });

/** Opens a trail row's menu and chooses one of its items ("Edit", "Change Status", "Delete"). */
export async function chooseRowAction(user: User, trail: TrailRecord, item: string) {
  await user.click(actionsButton(trail));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

/** The footer line: SPEC.md's "Showing {n} of {total} trails", in the current language. */
export const footer = (n: number, total: number) => t('trails.showing', { n, total });

/** Waits for the footer line of a page. */
export function findFooter(n: number, total: number) {
  return screen.findByText(footer(n, total));
}

export const pageIds = (list: TrailRecord[], page = 1) =>
  list.slice((page - 1) * 12, page * 12).map((t) => t.id);

export const countryName = (id: number) => db.countries.get(id)?.name ?? '';
