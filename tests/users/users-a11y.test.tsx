import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { siteConfig } from '@/stores/site-config';
import { expectNoSeriousA11yViolations } from '../axe';
import { renderApp } from '../render';
import { expectedPage, expectRows, findUsersTable, fixClock, rowChoice, rowOf } from './helpers';

// The machine is shared: give finds more than the default second.
configure({ asyncUtilTimeout: 3000 });

beforeEach(() => {
  fixClock();
});

describe.each(['rtl', 'ltr'] as const)('user management in %s', (direction) => {
  async function open() {
    siteConfig.setDirection(direction);
    const r = await renderApp('/users?isPremium=true');
    await findUsersTable();
    const page = expectedPage({ isPremium: 'true' }).users;
    await expectRows(page.map((u) => u.username));
    await screen.findByText('Total users', { selector: 'dt' });
    expect(document.documentElement).toHaveAttribute('dir', direction);
    const target = page.find((u) => u.id !== 1);
    if (!target) throw new Error('empty');
    return { ...r, target };
  }

  it('the screen has no serious violations', async () => {
    await open();
    await expectNoSeriousA11yViolations();
  });

  it('the details dialog has no serious violations, all from the keyboard', async () => {
    const { user, target } = await open();
    within(rowOf(target.name)).getByRole('button', { name: `Actions for ${target.name}` }).focus();
    await user.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: 'View details' });
    item.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'User details' });
    await within(dialog).findByText('Username', { selector: 'dt' });
    await expectNoSeriousA11yViolations();
    await user.keyboard('{Escape}');
  });

  it("a row's status menu has no serious violations, and works from the keyboard", async () => {
    const { user, target } = await open();
    rowChoice('Status', target.name).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitemradio', { checked: true })).toHaveFocus());
    await expectNoSeriousA11yViolations();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(rowChoice('Status', target.name)).toHaveFocus();
  });

  it('the confirmations have no serious violations', async () => {
    const { user, target } = await open();
    await user.click(within(rowOf(target.name)).getByRole('button', { name: `Actions for ${target.name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Revoke premium' }));
    await screen.findByText('This will immediately remove premium access.');
    // Mantine labels a dialog by its title one effect after it opens.
    await screen.findByRole('dialog', { name: `Revoke premium from ${target.name}?` });
    await expectNoSeriousA11yViolations();
  });
});
