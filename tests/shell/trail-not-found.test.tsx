/** One answer for a trail that does not exist, on every trail route. */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/api/config';
import { server } from '../../mocks/node';
import { expectNoEnglishLeft } from '../axe';
import { findShell, renderApp } from '../render';
import { LANGUAGES, showLanguage, t } from '../text';

const MISSING = 987654;
const ROUTES = [`/trail/edit/${MISSING}`, `/waypoints/${MISSING}`, `/trail/${MISSING}/reviews`];

describe.each(LANGUAGES)('a trail the server does not have, in %s (%s)', (language, direction) => {
  it.each(ROUTES)('%s shows "Trail not found" with the id, Back to Trails, no Retry, and no trail links', async (path) => {
    showLanguage(language, direction);
    await renderApp(path);
    // The editor's chunk is the largest: its first load in a test file may take a while.
    const page = await screen.findByRole('alert');
    expect(page).toHaveTextContent(t('common.trailNotFound'));
    expect(page).toHaveTextContent(t('common.trailNotFoundText', { id: MISSING }));
    expect(screen.getByRole('link', { name: t('common.backToTrails') })).toHaveAttribute('href', '/trails');
    expect(screen.queryByRole('button', { name: t('common.retry') })).not.toBeInTheDocument();
    for (const other of [t('editor.loadFailed'), t('waypoints.loadFailed'), t('reviews.trailLoadError'), t('common.invalidTrailId')]) {
      expect(screen.queryByText(other)).not.toBeInTheDocument();
    }
    await waitFor(() => expect(screen.queryByRole('group', { name: t('nav.trail', { id: MISSING }) })).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: t('nav.waypoints') })).not.toBeInTheDocument();
    if (language === 'ar') expectNoEnglishLeft();
  });
});

describe('a trail the server does not have', () => {
  it('a trail that exists keeps its sidebar links', async () => {
    await renderApp('/waypoints/3');
    await findShell();
    await screen.findByText(/Waypoints of/);
    expect(screen.getByRole('group', { name: 'Trail #3' })).toBeInTheDocument();
  });

  it('a malformed id keeps SPEC.md\'s invalid-id text on the reviews route', async () => {
    await renderApp('/trail/abc/reviews');
    expect(await screen.findByText('Invalid trail ID. Please select a valid trail.')).toBeInTheDocument();
  });

  it.each([
    ['/trail/edit/3', '/trails/details/3', 'Error loading trail data.'],
    ['/waypoints/3', '/trails/waypoints/3', 'Failed to load waypoints. Please try again.'],
    ['/trail/3/reviews', '/trails/3/reviews', 'Failed to load trail reviews. Please try again.'],
  ])('other failures keep their text and their Retry: %s', async (path, api, text) => {
    server.use(http.get(apiUrl(api), () => HttpResponse.json({ message: 'down', statusCode: 503 }, { status: 503 })));
    await renderApp(path);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('Trail not found')).not.toBeInTheDocument();
  });
});
