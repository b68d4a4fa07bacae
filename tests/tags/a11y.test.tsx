import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../axe';
import { renderApp } from '../render';
import { SAMPLE, setTags } from './helpers';
import { siteConfig } from '@/stores/site-config';

describe.each(['rtl', 'ltr'] as const)('tags accessibility in %s', (direction) => {
  it('the tag screen, the create dialog with an error, and the delete dialog', async () => {
    siteConfig.setDirection(direction);
    setTags(SAMPLE);
    const { user } = await renderApp('/tags');
    await screen.findByRole('cell', { name: 'Waterfall' });
    await expectNoSeriousA11yViolations();

    await user.click(screen.getByRole('button', { name: 'Create Tag' }));
    await screen.findByRole('dialog', { name: 'Create New Tag' });
    await user.type(screen.getByRole('textbox', { name: 'Tag Name' }), 'a');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByText('Tag name must be at least 2 characters long.');
    await expectNoSeriousA11yViolations();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Delete tag Canyon' }));
    await screen.findByRole('dialog', { name: 'Delete Tag?' });
    await expectNoSeriousA11yViolations();
  });
});
