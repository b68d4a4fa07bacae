import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '@/stores/site-config';
import { db } from '../../mocks/db';
import { expectNoSeriousA11yViolations } from '../axe';
import { renderApp } from '../render';

// The machine is shared: give finds more than the default second.
configure({ asyncUtilTimeout: 3000 });


async function loaded(name: 'Countries' | 'Cities') {
  const t = await screen.findByRole('table', { name }, { timeout: 5000 });
  await waitFor(() => expect(t).not.toHaveAttribute('aria-busy'));
  return t;
}

describe.each(['rtl', 'ltr'] as const)('locations in %s', (direction) => {
  it('both tabs have no serious violations, and the tabs work from the keyboard', async () => {
    siteConfig.setDirection(direction);
    const { user } = await renderApp('/locations');
    await loaded('Countries');
    await expectNoSeriousA11yViolations();
    screen.getByRole('tab', { name: 'Countries' }).focus();
    await user.keyboard(direction === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}');
    await user.keyboard('{Enter}');
    await loaded('Cities');
    expect(screen.getByRole('tab', { name: 'Cities' })).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousA11yViolations();
  });

  it('the city dialog has no serious violations and can be filled from the keyboard', async () => {
    siteConfig.setDirection(direction);
    const { user } = await renderApp('/locations?tab=cities');
    await loaded('Cities');
    screen.getByRole('button', { name: 'Add city' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Add city' });
    await expectNoSeriousA11yViolations();
    await user.type(within(dialog).getByLabelText('Name'), 'Keyboard Town');
    await user.selectOptions(within(dialog).getByLabelText('Country'), '1');
    within(dialog).getByLabelText('Name').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect([...db.cities.values()].some((c) => c.name === 'Keyboard Town')).toBe(true));
  });

  it('the refusal dialog has no serious violations', async () => {
    siteConfig.setDirection(direction);
    const { user } = await renderApp('/locations');
    await loaded('Countries');
    const first = [...db.countries.values()].sort((a, b) => a.name.localeCompare(b.name))[0];
    await user.click(screen.getByRole('button', { name: `Delete ${first?.name}` }));
    await screen.findByText('You need to remove the associated cities first.', { exact: false });
    // Mantine labels a dialog by its title one effect after it opens.
    await screen.findByRole('dialog', { name: `Cannot delete ${first?.name}` });
    await expectNoSeriousA11yViolations();
  });
});
