import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { apiUrl } from '@/app/config';
import { siteConfig } from '@/stores/site-config';
import { expectNoSeriousA11yViolations } from '../axe';
import { renderApp } from '../render';
import { kmlFile } from './files';
import { editableTrail, fill, submitButton, uploadKml } from './helpers';

describe.each(['rtl', 'ltr'] as const)('trail editor accessibility (%s)', (direction) => {
  it('the create form, with a path drawn and a validation message', async () => {
    siteConfig.setDirection(direction);
    const { user } = await renderApp('/trail/new');
    await screen.findByRole('form', { name: 'Create trail' });
    await uploadKml(user, kmlFile(50));
    await screen.findByRole('figure', { name: 'Elevation profile' });
    await user.click(submitButton('Create'));
    await screen.findByRole('alert');
    await expectNoSeriousA11yViolations();
  });

  it('the edit form and its "Delete Photo?" dialog', async () => {
    siteConfig.setDirection(direction);
    const trail = editableTrail();
    const { user } = await renderApp(`/trail/edit/${trail.id}`);
    await screen.findByRole('form', { name: 'Edit trail' });
    await screen.findByRole('figure', { name: 'Elevation profile' });
    await expectNoSeriousA11yViolations();
    await user.click(screen.getByRole('button', { name: 'Delete photo 1' }));
    await screen.findByRole('dialog', { name: 'Delete Photo?' });
    await expectNoSeriousA11yViolations();
  });

  it('the processing dialog and the unsaved-changes dialog', async () => {
    siteConfig.setDirection(direction);
    const trail = editableTrail();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.put(apiUrl(`/trails/${trail.id}`), async () => held));
    const { user } = await renderApp(`/trail/edit/${trail.id}`);
    await screen.findByRole('form', { name: 'Edit trail' });
    await fill(user, 'Name', ' 2');
    await user.click(submitButton('Update'));
    const processing = await screen.findByRole('dialog', { name: 'Saving trail' });
    expect(
      within(processing).getByText('Processing your request, please wait...'),
    ).toBeInTheDocument();
    await expectNoSeriousA11yViolations();
    release();
    await screen.findByText('Trail Updated');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Saving trail' })).not.toBeInTheDocument(),
    );

    await fill(user, 'Name', ' 3');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'Trails',
      }),
    );
    await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await expectNoSeriousA11yViolations();
  });
});
