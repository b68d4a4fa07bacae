/**
 * The trail list at 390 px: the filters folded behind "Filters (n)" (n: the filters the URL
 * sets), and a card per trail whose Edit, Change Status and Delete are buttons.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isolate } from '@/i18n/translator';
import { renderApp } from '../render';
import { setWindowWidth } from '../support/window-width';
import { LANGUAGES, showLanguage, t } from '../text';
import { expectedTrails, findFooter } from './helpers';

describe.each(LANGUAGES)('the trail list at 390 px (%s)', (language) => {
  it('folds the filters behind a button that counts those set, and opens them', async () => {
    showLanguage(language);
    setWindowWidth(390);
    const all = expectedTrails({ status: 'active', sortBy: 'oldest' });
    const { user } = await renderApp('/trails?status=active&sortBy=oldest');
    await findFooter(Math.min(12, all.length), all.length);
    const fold = screen.getByRole('button', { name: t('table.filtersSet', { count: 2 }) });
    expect(screen.queryByRole('search', { name: t('trails.filtersLabel') })).not.toBeInTheDocument();
    await user.click(fold);
    expect(screen.getByRole('search', { name: t('trails.filtersLabel') })).toBeVisible();
  });

  it('shows a card per trail whose Change Status button opens the dialog for that trail', async () => {
    showLanguage(language);
    setWindowWidth(390);
    const all = expectedTrails();
    const { user } = await renderApp('/trails');
    await findFooter(12, all.length);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = await screen.findByRole('list', { name: t('trails.tableLabel') });
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    const trail = all[1]!;
    const actions = within(list).getByRole('group', { name: t('common.actionsFor', { name: trail.name }) });
    expect(within(actions).getByRole('link', { name: t('common.edit') })).toHaveAttribute('href', `/trail/edit/${trail.id}`);
    await user.click(within(actions).getByRole('button', { name: t('trails.changeStatus') }));
    const dialog = await screen.findByRole('dialog', { name: t('trails.changeStatus') });
    expect(dialog).toHaveTextContent(trail.name);
    expect(within(list).getByRole('checkbox', { name: t('bulk.selectRow', { name: isolate(trail.name) }) })).toBeInTheDocument();
  });
});
