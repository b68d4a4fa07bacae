import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInOpened, watchOpening } from '../axe';
import { renderApp } from '../render';
import { dialogsClosed } from '../support';
import { fullText, LANGUAGES, t, showLanguage } from '../text';

async function loaded(name: 'locations.countries' | 'locations.cities') {
  const table = await screen.findByRole('table', { name: t(name) });
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  return table;
}

describe.each(LANGUAGES)('locations in %s (%s)', (language, direction) => {
  it('the countries tab has no serious violations', async () => {
    showLanguage(language);
    await renderApp('/locations');
    await loaded('locations.countries');
    await expectNoSeriousA11yViolations();
  });

  // The dialog is checked with what opening it changed and the rules that look across the page
  // (tests/axe.ts), as the city dialog below is.
  it('the refusal dialog over the countries tab has no serious violations', async () => {
    showLanguage(language);
    const { user } = await renderApp('/locations');
    await loaded('locations.countries');
    const first = [...db.countries.values()].sort((a, b) => a.name.localeCompare(b.name))[0]!;
    const opening = watchOpening();
    await user.click(screen.getByRole('button', { name: t('locations.deleteNamed', { name: first.name }) }));
    await screen.findByText(t('locations.associatedFirst', { type: 'cities' }), { exact: false });
    // Mantine labels a dialog by its title one effect after it opens.
    await screen.findByRole('dialog', { name: t('locations.cannotDelete', { name: first.name }) });
    expect(screen.getByText(fullText(t('locations.cannotDelete', { name: first.name })))).toBeInTheDocument();
    await expectNoSeriousA11yViolationsInOpened(opening);
    await user.keyboard('{Escape}');
    await dialogsClosed();
  });

  it('the cities tab is reached from the keyboard and has no serious violations', async () => {
    showLanguage(language);
    const { user } = await renderApp('/locations');
    await loaded('locations.countries');
    screen.getByRole('tab', { name: t('locations.countries') }).focus();
    // The next tab is the one after it in the reading direction.
    await user.keyboard(direction === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}');
    await user.keyboard('{Enter}');
    await loaded('locations.cities');
    expect(screen.getByRole('tab', { name: t('locations.cities') })).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousA11yViolations();
  });

  it('the city dialog has no serious violations and can be filled from the keyboard', async () => {
    showLanguage(language);
    const { user } = await renderApp('/locations?tab=cities');
    await loaded('locations.cities');
    const opening = watchOpening();
    screen.getByRole('button', { name: t('locations.addCity') }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: t('locations.addCity') });
    await expectNoSeriousA11yViolationsInOpened(opening);
    await user.type(within(dialog).getByLabelText(t('common.name')), 'Keyboard Town');
    await user.selectOptions(within(dialog).getByLabelText(t('common.country')), '1');
    within(dialog).getByLabelText(t('common.name')).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect([...db.cities.values()].some((c) => c.name === 'Keyboard Town')).toBe(true));
  });
});
