import { screen, within } from '@testing-library/react';
import { describe, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../axe';
import { renderApp } from '../render';
import { expectedTrails, findFooter } from './helpers';
import { siteConfig } from '@/stores/site-config';

describe.each(['rtl', 'ltr'] as const)('trail list accessibility (%s)', (direction) => {
  async function open() {
    siteConfig.setDirection(direction);
    const view = await renderApp('/trails');
    await findFooter(12, 240);
    return view;
  }

  it('the list screen', async () => {
    await open();
    await expectNoSeriousA11yViolations();
  });

  it('the country list and the kebab menu', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: /^Country/ }));
    await screen.findByRole('group', { name: 'Countries' });
    await expectNoSeriousA11yViolations();
    await user.keyboard('{Escape}');
    await user.click(
      screen.getByRole('button', { name: `Actions for ${expectedTrails()[0]!.name}` }),
    );
    await screen.findByRole('menu');
    await expectNoSeriousA11yViolations();
  });

  it('the Change Status modal', async () => {
    const { user } = await open();
    await user.click(
      screen.getByRole('button', { name: `Actions for ${expectedTrails()[0]!.name}` }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Change Status' }));
    await screen.findByRole('dialog', { name: 'Change Status' });
    await expectNoSeriousA11yViolations();
  });

  it('the delete confirmation', async () => {
    const { user } = await open();
    await user.click(
      screen.getByRole('button', { name: `Actions for ${expectedTrails()[0]!.name}` }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Permanently Delete Trail?' });
    await expectNoSeriousA11yViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  });

  it('the empty list', async () => {
    siteConfig.setDirection(direction);
    await renderApp('/trails?name=nothing-matches-this');
    await screen.findByText(
      'No trails found. Try adjusting your filters or add a new trail.',
      {},
      { timeout: 5000 },
    );
    await expectNoSeriousA11yViolations();
  });
});
