import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInOpened, watchOpening } from '../axe';
import { renderApp } from '../render';
import { dialogsClosed } from '../support';
import { fullText, LANGUAGES, t, showLanguage } from '../text';
import { expectedPage, expectRows, findUsersTable, fixClock, rowChoice, rowOf } from './helpers';

beforeEach(() => {
  fixClock();
});

describe.each(LANGUAGES)('user management in %s (%s)', (language, direction) => {
  async function open() {
    showLanguage(language);
    // Ten rows (SPEC's smallest page size), as in the other users tests: the same row drawn
    // fewer times, under the same checks.
    const r = await renderApp('/users?isPremium=true&pageSize=10');
    await findUsersTable();
    const page = expectedPage({ isPremium: 'true', pageSize: '10' }).users;
    await expectRows(page.map((u) => u.username));
    await screen.findByText(t('userStats.total'), { selector: 'dt' });
    expect(document.documentElement).toHaveAttribute('dir', direction);
    const target = page.find((u) => u.id !== 1);
    if (!target) throw new Error('empty');
    return { ...r, target };
  }
  const actionsOf = (name: string) =>
    within(rowOf(name)).getByRole('button', { name: t('common.actionsFor', { name }) });

  // Each dialog and menu opened over the page is checked with what opening it changed, and the
  // rules that look across the page (tests/axe.ts).
  it('the screen has no serious violations', async () => {
    await open();
    await expectNoSeriousA11yViolations();
  });

  it('the details dialog, opened from the keyboard, has no serious violations', async () => {
    const { user, target } = await open();
    const opening = watchOpening();
    actionsOf(target.name).focus();
    await user.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: t('users.viewDetails') });
    item.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: t('users.details') });
    await within(dialog).findByText(t('users.fieldUsername'), { selector: 'dt' });
    await expectNoSeriousA11yViolationsInOpened(opening);
    await user.keyboard('{Escape}');
    await dialogsClosed();
  });

  it("a row's status menu works from the keyboard and has no serious violations", async () => {
    const { user, target } = await open();
    const opening = watchOpening();
    rowChoice('Status', target.name).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitemradio', { checked: true })).toHaveFocus());
    await expectNoSeriousA11yViolationsInOpened(opening);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(rowChoice('Status', target.name)).toHaveFocus();
  });

  it('the revoke confirmation has no serious violations', async () => {
    const { user, target } = await open();
    const opening = watchOpening();
    await user.click(actionsOf(target.name));
    await user.click(await screen.findByRole('menuitem', { name: t('users.revokePremium') }));
    await screen.findByText(t('users.revokeConfirm'));
    // Mantine labels a dialog by its title one effect after it opens.
    await screen.findByRole('dialog', { name: t('users.revokeTitle', { name: target.name }) });
    expect(screen.getByText(fullText(t('users.revokeTitle', { name: target.name })))).toBeInTheDocument();
    await expectNoSeriousA11yViolationsInOpened(opening);
  });
});
