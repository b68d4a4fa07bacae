import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTrailFilters } from '@/stores/trail-filters';
import { DEMO_ADMIN } from '../../mocks/demo-accounts';
import { findShell, renderApp } from '../render';
import { expectedTrails, findFooter, pageIds, shownIds } from './helpers';

describe('trail filters and Log Out', () => {
  it('Log Out forgets the applied filters: the next administrator opens /trails with the defaults', async () => {
    const { user, history } = await renderApp('/trails');
    await findFooter(12, 240);
    await user.selectOptions(screen.getByLabelText('Status'), 'Pending');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const pending = expectedTrails({ status: 'pending' });
    await findFooter(Math.min(12, pending.length), pending.length);
    expect(useTrailFilters.getState().statusFilter).toBe('pending');

    // Leave the list (its address carries the filters), then log out.
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    await user.type(await screen.findByLabelText('Email Address'), DEMO_ADMIN.email);
    await user.type(screen.getByLabelText('Password'), DEMO_ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await findShell();

    await user.click(screen.getByRole('link', { name: 'Trails' }));
    await findFooter(12, 240);
    await waitFor(() => expect(shownIds()).toEqual(pageIds(expectedTrails(), 1)));
    expect(history.location.search).not.toContain('status');
    expect(screen.getByLabelText('Status')).toHaveValue('');
    expect(useTrailFilters.getState().statusFilter).toBe('');
  });
});
