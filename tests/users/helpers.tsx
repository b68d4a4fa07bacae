import { screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { userListQuerySchema } from '@/api/users/schemas';
import { db, queryUsers, SEED_NOW } from '../../mocks/db';

/** Fixes the clock at the seed's "now" (Date only), so premium and periods are deterministic. */
export function fixClock(now = SEED_NOW) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
}

/** What the server answers for a list query, straight from the fake db. */
export function expectedPage(raw: Record<string, string>) {
  return queryUsers(db, userListQuerySchema.parse(raw), Date.now());
}

export const usersTable = () => screen.getByRole('table', { name: 'Users' });

/** The data rows of the users table (header row left out). */
export function userRows() {
  const [, body] = within(usersTable()).getAllByRole('rowgroup');
  return body ? within(body).queryAllByRole('row') : [];
}

/** Waits until the table shows exactly these users, in order (by username). */
export async function expectRows(usernames: string[]) {
  await waitFor(
    () => {
      const shown = userRows().map((r) => within(r).queryByText(/^@/)?.textContent?.slice(1));
      expect(shown).toEqual(usernames);
    },
    { timeout: 3000 },
  );
}

export const findUsersTable = () => screen.findByRole('table', { name: 'Users' }, { timeout: 5000 });

/** The row of the user with this name. */
export function rowOf(name: string) {
  const row = userRows().find((r) => within(r).queryByText(name, { exact: true }));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

/** The value a statistics item shows. */
export function statValue(label: string): string {
  const dt = screen.getByText(label, { selector: 'dt' });
  return dt.parentElement?.querySelector('dd')?.textContent ?? '';
}

/** The current URL's search params as strings. */
export function searchOf(history: { location: { search: string } }): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(history.location.search));
}
