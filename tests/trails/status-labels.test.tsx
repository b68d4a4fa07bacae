/**
 * The trail status labels have one source, the catalogue's `trailStatus.*` messages (named
 * in src/widgets/status-badges.tsx): the filter bar and the Change Status modal follow them.
 * Proven by changing those messages for one test.
 */
import { screen, within } from '@testing-library/react';
import enPanel from 'virtual:cairn-messages/en/panel';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerMessages } from '@/i18n/catalogues';
import { renderApp } from '../render';
import { expectedTrails, findFooter } from './helpers';

beforeEach(() => {
  registerMessages('en', 'panel', {
    'trailStatus.active': 'Live',
    'trailStatus.pending': 'Waiting',
    'trailStatus.deleted': 'Hidden',
  });
});
afterEach(() => registerMessages('en', 'panel', enPanel));

describe('trail status labels come from the trailStatus messages', () => {
  it('the Status filter lists All, then the shared labels', async () => {
    await renderApp('/trails');
    await findFooter(12, 240);
    const options = within(screen.getByLabelText('Status')).getAllByRole('option');
    expect(options.map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['', 'All'],
      ['active', 'Live'],
      ['pending', 'Waiting'],
      ['deleted', 'Hidden'],
    ]);
  });

  it('the Change Status modal names its two choices with the shared labels', async () => {
    const { user } = await renderApp('/trails');
    await findFooter(12, 240);
    const trail = expectedTrails()[0]!;
    await user.click(screen.getByRole('button', { name: `Actions for ${trail.name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['active', 'deleted']);
    expect(within(dialog).getByRole('radio', { name: /^Live/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /^Hidden/ })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Item is live and visible to users.');
    expect(dialog).toHaveTextContent('Item is hidden from users and inactive.');
  });
});
