/**
 * Creating a tag while offline (src/features/tags/create-tag-dialog.tsx): the dialog says the
 * browser is offline (not "Failed to create tag"), sends nothing, keeps the name; Create sends
 * it again once the connection is back.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render';
import { captureRequests, setOnline } from '../support';
import { LANGUAGES, showLanguage, t } from '../text';
import { findTagRow, SAMPLE, setTags } from './helpers';

describe('tag management: create offline', () => {
  it.each(LANGUAGES)('in %s: says offline, keeps the name, and Create sends it once back online', async (language) => {
    setTags(SAMPLE);
    const { user } = await renderApp('/tags');
    await findTagRow('Waterfall');
    showLanguage(language);
    await user.click(await screen.findByRole('button', { name: t('tags.create') }));
    const dialog = await screen.findByRole('dialog', { name: t('tags.dialogTitle') });
    const input = within(dialog).getByRole('textbox', { name: t('tags.nameLabel') });
    const create = within(dialog).getByRole('button', { name: t('common.create') });
    const posts = captureRequests('POST', '/trails/tags');
    await user.click(input);
    await user.paste('night-walk');
    setOnline(false);
    await user.click(create);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(t('errors.offline'));
    expect(posts).toHaveLength(0);
    expect(input).toHaveValue('night-walk');

    setOnline(true);
    await user.click(create);
    expect(await screen.findByText('night-walk')).toBeInTheDocument();
    expect(posts).toHaveLength(1);
  });
});
