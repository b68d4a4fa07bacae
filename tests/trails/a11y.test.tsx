import { screen, within } from '@testing-library/react';
import { describe, it } from 'vitest';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInOpened, watchOpening } from '../axe';
import { renderApp } from '../render';
import { dialogsClosed } from '../support';
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

  it('the list screen', async () => {
    await open();
    await expectNoSeriousA11yViolations();
  });

  // Each list, menu and dialog opened over the list is checked with what opening it changed, and
  // the rules that look across the page (tests/axe.ts): 'the list screen' checks the page whole.
  it('the country list', async () => {
    const { user } = await open();
    const opening = watchOpening();
    await user.click(screen.getByRole('button', { name: new RegExp(`^${t('common.country')}`) }));
    await screen.findByRole('group', { name: t('trails.countriesGroup') });
    await expectNoSeriousA11yViolationsInOpened(opening);
  });

  it('the row menu', async () => {
    const { user } = await open();
    const opening = watchOpening();
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
    await user.keyboard('{Escape}');
    await dialogsClosed();
  });

  it('the delete confirmation', async () => {
    const { user } = await open();
    const opening = watchOpening();
    await user.click(actionsOfFirst());
    await user.click(await screen.findByRole('menuitem', { name: t('common.delete') }));
    const dialog = await screen.findByRole('dialog', { name: t('trails.deleteTitle') });
    await expectNoSeriousA11yViolationsInOpened(opening);
    await user.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
    await dialogsClosed();
  });

  it('the empty list', async () => {
    showLanguage(language);
    await renderApp('/trails?name=nothing-matches-this');
    await screen.findByText(t('trails.empty'));
    await expectNoSeriousA11yViolations();
  });
});
