import { screen, within } from '@testing-library/react';
import { describe, it } from 'vitest';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInOpened, watchOpening } from '../axe';
import { renderApp } from '../render';
import { LANGUAGES, t, showLanguage } from '../text';
import { expectedTrails, findFooter } from './helpers';

describe.each(LANGUAGES)('trail list accessibility (%s, %s)', (language) => {
  async function open() {
    showLanguage(language);
    const view = await renderApp('/trails');
    await findFooter(12, 240);
    return view;
  }
  const actionsOfFirst = () =>
    screen.getByRole('button', { name: t('common.actionsFor', { name: expectedTrails()[0]!.name }) });

  // The page under each list, menu and dialog below is this one, checked whole here; those
  // tests check what opening changed, and the rules that look across the page (tests/axe.ts).
  it('the list screen', async () => {
    await open();
    await expectNoSeriousA11yViolations();
  });

  it('the country list and the kebab menu', async () => {
    const { user } = await open();
    const opening = watchOpening();
    await user.click(screen.getByRole('button', { name: new RegExp(`^${t('common.country')}`) }));
    await screen.findByRole('group', { name: t('trails.countriesGroup') });
    await expectNoSeriousA11yViolationsInOpened(opening);
    await user.keyboard('{Escape}');
    await user.click(actionsOfFirst());
    await screen.findByRole('menu');
    await expectNoSeriousA11yViolationsInOpened(opening);
  });

  it('the Change Status modal', async () => {
    const { user } = await open();
    const opening = watchOpening();
    await user.click(actionsOfFirst());
    await user.click(await screen.findByRole('menuitem', { name: t('trails.changeStatus') }));
    await screen.findByRole('dialog', { name: t('trails.changeStatus') });
    await expectNoSeriousA11yViolationsInOpened(opening);
  });

  it('the delete confirmation', async () => {
    const { user } = await open();
    const opening = watchOpening();
    await user.click(actionsOfFirst());
    await user.click(await screen.findByRole('menuitem', { name: t('common.delete') }));
    const dialog = await screen.findByRole('dialog', { name: t('trails.deleteTitle') });
    await expectNoSeriousA11yViolationsInOpened(opening);
    await user.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
  });

  it('the empty list', async () => {
    showLanguage(language);
    await renderApp('/trails?name=nothing-matches-this');
    await screen.findByText(t('trails.empty'), {}, { timeout: 5000 });
    await expectNoSeriousA11yViolations();
  });
});
