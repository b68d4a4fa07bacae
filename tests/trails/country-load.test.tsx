import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { renderApp } from '../render';
import { findFooter } from './helpers';
import { locationKeys } from '@/api/locations/keys';
import { apiUrl } from '@/app/config';
import { useSession } from '@/stores/session';

const countriesAnswer = (status: number) =>
  server.use(
    http.get(apiUrl('/trails/locations/countries'), () =>
      HttpResponse.json({ message: 'no', statusCode: status }, { status }),
    ),
  );

async function expectCountryListEmpty(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  const button = screen.getByRole('button', { name: /^Country/ });
  expect(button).toHaveTextContent('Select options...');
  await user.click(button);
  expect(await screen.findByText('No countries available.')).toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
}

describe('country load', () => {
  it('shows Loading location data... while the countries load', async () => {
    server.use(
      http.get(apiUrl('/trails/locations/countries'), async () => {
        await delay(300);
      }),
    );
    await renderApp('/trails');
    expect(
      await screen.findByText('Loading location data...', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Country/ })).toHaveTextContent(
        'Select options...',
      ),
    );
  });

  it('a failure shows the Error dialog and leaves the country list empty; the trails still load', async () => {
    countriesAnswer(400);
    const { user } = await renderApp('/trails');
    const dialog = await screen.findByRole('dialog', { name: 'Error' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent('Failed to fetch location data');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await findFooter(12, 240);
    await expectCountryListEmpty(user);
  });

  it('a failure is reported once: coming back to the list while it is cached does not report it again', async () => {
    let mode: 'fail' | 'pass' = 'pass';
    let calls = 0;
    server.use(
      http.get(apiUrl('/trails/locations/countries'), () => {
        calls++;
        if (mode === 'fail') return HttpResponse.json({ message: 'no', statusCode: 400 }, { status: 400 });
        return undefined; // the fake backend answers
      }),
    );
    const { user, queryClient } = await renderApp('/trails');
    await findFooter(12, 240);
    await waitFor(() => expect(calls).toBe(1));
    // A later refetch of the countries (after a location was changed) fails.
    mode = 'fail';
    await queryClient.invalidateQueries({ queryKey: locationKeys.countries() });
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    mode = 'pass';
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Trail Filters' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('link', { name: 'Trails' }));
    await findFooter(12, 240);
    await waitFor(() => expect(calls).toBe(3));
    await waitFor(() => expect(queryClient.getQueryState(locationKeys.countries())?.status).toBe('success'));
    expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument();
  });

  // Guards the fix above: a remount skips only the failure already reported, not a new one.
  it('a new failure on coming back is reported, once', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/trails/locations/countries'), () => {
        calls++;
        return HttpResponse.json({ message: 'no', statusCode: 400 }, { status: 400 });
      }),
    );
    const { user } = await renderApp('/trails');
    let dialog = await screen.findByRole('dialog', { name: 'Error' }, { timeout: 5000 });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Trail Filters' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('link', { name: 'Trails' }));
    await findFooter(12, 240);
    await waitFor(() => expect(calls).toBe(2));
    dialog = await screen.findByRole('dialog', { name: 'Error' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a 401 that survives the token refresh shows Authentication Error', async () => {
    countriesAnswer(401);
    const { user } = await renderApp('/trails');
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Authentication Error' },
      { timeout: 5000 },
    );
    expect(dialog).toHaveTextContent('Please log in again to access this data');
    // The refresh itself worked, so the administrator is still signed in.
    expect(useSession.getState().isLoggedIn).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expectCountryListEmpty(user);
  });

  it('a 403 shows Access Denied', async () => {
    countriesAnswer(403);
    const { user } = await renderApp('/trails');
    const dialog = await screen.findByRole('dialog', { name: 'Access Denied' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent('You do not have permission to access this data');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expectCountryListEmpty(user);
  });
});
