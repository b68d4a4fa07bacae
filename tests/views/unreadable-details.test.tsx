/**
 * A malformed detail shows what is readable and says what is not: the trail editor with a
 * field it cannot read loads the rest of the trail into the form, that field empty and named;
 * the user details dialog likewise. A number sent as a numeric string is read.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { translator } from '@/i18n/translator';
import { db } from '../../mocks/db';
import { renderApp } from '../render';
import { alterAnswers, type Json } from '../support/answers';
import { LANGUAGES, showLanguage, t } from '../text';
import { editableTrail, field } from '../trail-editor/helpers';
import { expectRows, expectedPage, findUsersTable, rowOf } from '../users/helpers';

describe('the trail editor with fields it cannot read', () => {
  it('loads the rest into the form, those fields empty and named; "12.5" read as 12.5', async () => {
    const trail = editableTrail();
    alterAnswers('/trails/details/:id', (body: Json) => {
      body.trail.name = null;
      body.trail.elevationGain = 'high';
      body.trail.distance = '12.5';
    });
    await renderApp(`/trail/edit/${trail.id}`);
    await screen.findByRole('form', { name: 'Edit trail' });
    await waitFor(() => expect(field('City')).toHaveValue(String(db.trails.get(trail.id)?.cityId)));

    // Named by the form's labels.
    const fields = `${t('common.name')}, ${t('editor.elevationGain')}`;
    expect(await screen.findByText(t('editor.unreadableFields', { fields }))).toBeInTheDocument();
    expect(screen.queryByText(t('editor.loadFailed'))).not.toBeInTheDocument();
    expect(field('Name')).toHaveValue('');
    expect(field('Description')).toHaveValue(trail.description);
    expect(field('Difficulty')).toHaveValue(trail.difficulty);
    expect(field('Distance (km)')).toHaveValue('12.5');
    // Unreadable, so not known: shown as for a path without altitudes.
    expect(field('Elevation Gain (m)')).toHaveValue(t('common.notAvailable'));
  });

  it.each(LANGUAGES)('names them in %s', async (language) => {
    const trail = editableTrail();
    alterAnswers('/trails/details/:id', (body: Json) => {
      body.trail.description = 42;
    });
    showLanguage(language);
    await renderApp(`/trail/edit/${trail.id}`);
    expect(await screen.findByText(t('editor.unreadableFields', { fields: t('editor.description') }))).toBeInTheDocument();
    expect(screen.getByDisplayValue(trail.name)).toBeInTheDocument();
  });
});

describe('the trail editor with tags it cannot read', () => {
  it('does not load the form: an update sends the whole tag set, so an empty one would erase them', async () => {
    const trail = editableTrail();
    alterAnswers('/trails/details/:id', (body: Json) => {
      body.trail.tags = null;
    });
    await renderApp(`/trail/edit/${trail.id}`);
    expect(await screen.findByText(t('editor.loadFailed'))).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit trail' })).not.toBeInTheDocument();
  });
});

describe.each(LANGUAGES)('the user details with a text they cannot read (%s, %s)', (language) => {
  it('shows the other fields, the unreadable one empty and named', async () => {
    alterAnswers('/users/:id', (body: Json) => {
      body.user.email = null;
      body.user.hikeCount = '7';
      body.user.photo = 42; // a field the dialog has no label for: named as sent
    });
    showLanguage(language);
    const { user } = await renderApp('/users');
    await findUsersTable();
    const page = expectedPage({}).users;
    await expectRows(page.map((u) => u.username));
    const target = page[0]!;
    await user.click(within(rowOf(target.name)).getByRole('button', { name: t('common.actionsFor', { name: target.name }) }));
    await user.click(await screen.findByRole('menuitem', { name: t('users.viewDetails') }));
    const dialog = await screen.findByRole('dialog', { name: t('users.details') });

    const fields = `${t('users.fieldEmail')}, photo`;
    expect(await within(dialog).findByText(t('users.unreadableFields', { fields }))).toBeInTheDocument();
    expect(within(dialog).queryByText(t('users.detailsError'))).not.toBeInTheDocument();
    const dd = (label: Parameters<typeof t>[0]) => within(dialog).getByText(t(label), { selector: 'dt' }).parentElement?.querySelector('dd')?.textContent;
    expect(dd('users.fieldEmail')).toBe('');
    expect(dd('users.fieldUsername')).toContain(target.username);
    expect(dd('users.fieldHikes')).toBe(translator().number(7));
  });
});
