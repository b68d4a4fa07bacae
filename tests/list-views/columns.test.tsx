import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listPrefsKey } from '@/lib/list-views';
import { useSession } from '@/stores/session';
import { expectNoSeriousA11yViolationsInOpened, watchOpening } from '../axe';
import { renderApp } from '../render';
import { signInAsAdmin } from '../sign-in';
import type { User } from '../support';
import { LANGUAGES, showLanguage, t } from '../text';

const trailTable = () => screen.getByRole('table', { name: t('trails.tableLabel') });
const headers = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((th) => th.textContent);

async function openColumns(user: User) {
  await user.click(await screen.findByRole('button', { name: t('table.columns') }));
  return screen.findByRole('menu');
}

describe.each(LANGUAGES)('the columns menu (%s, %s)', (language) => {
  it('hides a column and chooses compact rows, both kept across a reload', async () => {
    showLanguage(language);
    const first = await renderApp('/trails');
    await waitFor(() => expect(headers(trailTable())).toContain(t('common.difficulty')));
    const menu = await openColumns(first.user);
    // The row's name and its actions are always shown: not offered.
    expect(within(menu).queryByRole('menuitemcheckbox', { name: t('common.name') })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitemcheckbox', { name: t('common.actions') })).not.toBeInTheDocument();
    await first.user.click(within(menu).getByRole('menuitemcheckbox', { name: t('common.difficulty') }));
    await first.user.click(within(menu).getByRole('menuitemradio', { name: t('listViews.compact') }));
    await waitFor(() => expect(headers(trailTable())).not.toContain(t('common.difficulty')));
    expect(trailTable()).toHaveAttribute('data-compact');
    first.unmount();

    const second = await renderApp('/trails');
    await waitFor(() => expect(headers(trailTable())).toContain(t('common.status')));
    expect(headers(trailTable())).not.toContain(t('common.difficulty'));
    expect(trailTable()).toHaveAttribute('data-compact');
    const again = await openColumns(second.user);
    expect(within(again).getByRole('menuitemcheckbox', { name: t('common.difficulty') })).toHaveAttribute('aria-checked', 'false');
    await second.user.click(within(again).getByRole('menuitem', { name: t('listViews.showAll') }));
    await second.user.click(within(again).getByRole('menuitemradio', { name: t('listViews.comfortable') }));
    await waitFor(() => expect(headers(trailTable())).toContain(t('common.difficulty')));
    expect(trailTable()).not.toHaveAttribute('data-compact');
  });

  it('the menu passes axe', async () => {
    showLanguage(language);
    const { user } = await renderApp('/users');
    await screen.findByRole('table', { name: t('users.tableLabel') });
    const opening = watchOpening();
    await openColumns(user);
    await expectNoSeriousA11yViolationsInOpened(opening);
  });
});

describe('columns are an administrator\'s own', () => {
  it('hides a users column for this administrator only', async () => {
    const first = await renderApp('/users');
    const table = await screen.findByRole('table', { name: t('users.tableLabel') });
    await waitFor(() => expect(headers(table)).toContain(t('users.colContact')));
    const menu = await openColumns(first.user);
    await first.user.click(within(menu).getByRole('menuitemcheckbox', { name: t('users.colContact') }));
    await waitFor(() => expect(headers(screen.getByRole('table', { name: t('users.tableLabel') }))).not.toContain(t('users.colContact')));
    first.unmount();

    await signInAsAdmin();
    useSession.setState((s) => ({ currentUser: { ...s.currentUser!, id: s.currentUser!.id + 1000 } }));
    await renderApp('/users', { signedIn: false });
    const other = await screen.findByRole('table', { name: t('users.tableLabel') });
    await waitFor(() => expect(headers(other)).toContain(t('users.colContact')));
  });

  it('a stored entry hiding the name or the actions still shows them; unreadable ones are ignored', async () => {
    await signInAsAdmin();
    const id = useSession.getState().currentUser!.id;
    localStorage.setItem(listPrefsKey(id, 'trails'), JSON.stringify({ hidden: ['name', 'actions', 'rating', 7], compact: 'no' }));
    await renderApp('/trails', { signedIn: false });
    await waitFor(() => expect(headers(trailTable())).toContain(t('common.status')));
    const shown = headers(trailTable());
    expect(shown).toContain(t('common.name'));
    expect(shown).toContain(t('common.actions'));
    // The list of ids is unreadable (a number in it): nothing is hidden.
    expect(shown).toContain(t('common.rating'));
    expect(trailTable()).not.toHaveAttribute('data-compact');
  });
});
