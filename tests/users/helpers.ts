import { screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { userListQuerySchema } from '@/api/users/schemas';
import { t } from '../text';
import { db, queryUsers, seedNow } from '../../mocks/db';
import { rowsOf, type User } from '../support';

/** Fixes the clock at the seed's "now" (Date only), so premium and periods are deterministic. */
export function fixClock(now = seedNow()) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
}

/**
 * fixClock, with setTimeout faked too (time still flows): a held status change (8 s of Undo)
 * is then sent by `passHoldTime()` (tests/support), the clock still at the seed's "now".
 */
export function holdTimersAtSeed(now = seedNow()) {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  vi.setSystemTime(now);
}

/** What the server answers for a list query, straight from the fake db. */
export function expectedPage(raw: Record<string, string>) {
  return queryUsers(db, userListQuerySchema.parse(raw), Date.now());
}

export const usersTable = () => screen.getByRole('table', { name: t('users.tableLabel') });

/** The data rows of the users table (header row left out). */
export const userRows = () => rowsOf(usersTable());

/** The usernames ("@name" without the "@") these rows show, in order. */
const usernamesIn = (rows: HTMLElement[]) => rows.map((r) => within(r).queryByText(/^@/)?.textContent?.slice(1));

/**
 * Waits until the table shows exactly these users, in order (by username), as read through
 * the table's name and its rows' role (`userRows`). That read runs only once the page's table
 * body rows, read straight from the DOM, are as many and hold those usernames in that order:
 * while the page loads, every change to it re-runs this wait, and the role queries (each
 * row's and the table's accessibility walked up through its ancestors' styles) cost many
 * times the DOM read.
 */
export async function expectRows(usernames: string[]) {
  await waitFor(() => {
    const rows = [...document.querySelectorAll('table > tbody > tr')];
    expect(rows.length === usernames.length && rows.every((r, i) => r.textContent?.includes(`@${usernames[i]}`))).toBe(true);
    expect(usernamesIn(userRows())).toEqual(usernames);
  });
}

export const findUsersTable = () => screen.findByRole('table', { name: t('users.tableLabel') });

/** The row of the user with this name (shown whole, or cut with the full name as its title). */
export function rowOf(name: string) {
  const row = userRows().find((r) => within(r).queryByText(name, { exact: true }) ?? within(r).queryByTitle(name));
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

const CHOICE_LABEL = { Status: 'users.statusOf', Role: 'users.roleOf' } as const;
/** The accessible name of a row's status or role control showing `current`. */
const choiceName = (field: 'Status' | 'Role', name: string, current: string) =>
  t(CHOICE_LABEL[field], { name, current });

/** A row's status or role control: a button named "Status of {name}: {current}" opening a menu. */
export function rowChoice(field: 'Status' | 'Role', name: string) {
  const prefix = choiceName(field, name, '');
  const button = within(rowOf(name))
    .getAllByRole('button')
    .find((b) => b.getAttribute('aria-label')?.startsWith(prefix));
  if (!button) throw new Error(`no ${field} control for ${name}`);
  return button;
}

/** The choice a row's status or role control shows (and names). */
export function shownChoice(field: 'Status' | 'Role', name: string): string {
  const button = rowChoice(field, name);
  expect(button).toHaveAccessibleName(choiceName(field, name, button.textContent ?? ''));
  return button.textContent ?? '';
}

/** Opens a row's status or role menu with the mouse and picks the item shown as `label`. */
export async function chooseWithMouse(user: User, field: 'Status' | 'Role', name: string, label: string) {
  await user.click(rowChoice(field, name));
  await user.click(within(await screen.findByRole('menu')).getByRole('menuitemradio', { name: label }));
}

/** The items a row's status or role menu offers, and which is checked (opens it, then closes it). */
export async function optionsOf(user: User, field: 'Status' | 'Role', name: string) {
  await user.click(rowChoice(field, name));
  const items = within(await screen.findByRole('menu')).getAllByRole('menuitemradio');
  const result = {
    labels: items.map((i) => i.textContent),
    checked: items.filter((i) => i.getAttribute('aria-checked') === 'true').map((i) => i.textContent),
  };
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  return result;
}
