import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { locationKeys } from '@/api/locations/keys';
import { apiUrl } from '@/api/config';
import { SESSION_EXPIRED_NOTICE, useSession } from '@/stores/session';
import { server } from '../../mocks/node';
import { renderApp } from '../render';
import { t } from '../text';
import { findFooter } from './helpers';
import { deferred, dialogsClosed } from '../support';

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
  const empty = await screen.findByText('No countries available.');
  // No country checkbox in the dropdown (the table's row checkboxes are elsewhere).
  expect(within(empty.parentElement!).queryByRole('checkbox')).not.toBeInTheDocument();
}

describe('country load', () => {
  it('shows Loading location data... while the countries load', async () => {
    // The answer is held until the loading text has been seen (the route starts the call early).
    const { promise: held, resolve: release } = deferred();
    server.use(
      http.get(apiUrl('/trails/locations/countries'), async () => {
        await held;
      }),
    );
    await renderApp('/trails');
    expect(
      await screen.findByText('Loading location data...'),
    ).toBeInTheDocument();
    release();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Country/ })).toHaveTextContent(
        'Select options...',
      ),
    );
  });

  it('a failure is reported once: coming back to the list while it is cached does not report it again', async () => {
    let mode: 'fail' | 'pass' = 'pass';
    let calls = 0;
    server.use(
      http.get(apiUrl('/trails/locations/countries'), () => {
        calls++;
        if (mode === 'fail')
          return HttpResponse.json({ message: 'no', statusCode: 400 }, { status: 400 });
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
    await dialogsClosed();

    mode = 'pass';
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Trail Filters' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('link', { name: 'Trails' }));
    await findFooter(12, 240);
    await waitFor(() => expect(calls).toBe(3));
    await waitFor(() =>
      expect(queryClient.getQueryState(locationKeys.countries())?.status).toBe('success'),
    );
    expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument();
  });

  it('a failure shows the Error dialog and an empty country list, and the trails still load', async () => {
    countriesAnswer(400);
    const { user } = await renderApp('/trails');
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Failed to fetch location data');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await findFooter(12, 240);
    await expectCountryListEmpty(user);
  });

  // Guards the fix above: a remount skips only the failure already reported, not a new one.
  it('a new failure on coming back to the list is reported, once', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/trails/locations/countries'), () => {
        calls++;
        return HttpResponse.json({ message: 'no', statusCode: 400 }, { status: 400 });
      }),
    );
    const { user } = await renderApp('/trails');
    let dialog = await screen.findByRole('dialog', { name: 'Error' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await dialogsClosed();
    await findFooter(12, 240);

    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Trail Filters' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('link', { name: 'Trails' }));
    await findFooter(12, 240);
    await waitFor(() => expect(calls).toBe(2));
    dialog = await screen.findByRole('dialog', { name: 'Error' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await dialogsClosed();
  });

  // SPEC.md §6 shows Authentication Error for a 401 on the country load. A 401 that survives
  // a successful token refresh means the session is over, and the panel signs out
  // once: the sign-in screen says why (docs/decisions/session-and-calls.md). The dialog's text
  // stays for a 401 that reaches the screen while still signed in (tests/trails/list-units.test.ts).
  it('a 401 that survives the token refresh signs out, with the session notice', async () => {
    countriesAnswer(401);
    await renderApp('/trails');
    expect(
      await screen.findByText(t(SESSION_EXPIRED_NOTICE)),
    ).toBeInTheDocument();
    expect(useSession.getState().isLoggedIn).toBe(false);
  });

  it('a 403 shows Access Denied', async () => {
    countriesAnswer(403);
    const { user } = await renderApp('/trails');
    const dialog = await screen.findByRole('dialog', { name: 'Access Denied' });
    expect(dialog).toHaveTextContent('You do not have permission to access this data');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expectCountryListEmpty(user);
  });
});
