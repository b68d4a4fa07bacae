/**
 * Opening a screen whose data fails makes at most 2 requests per call (the call and the HTTP
 * client's one retry): the route loader and the screen share one query.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/api/config';
import { server } from '../../mocks/node';
import { findShell, renderApp } from '../render';

/** Every GET of the API answers 503; the requests are counted per path. */
function everyLoadFails() {
  const counts = new Map<string, number>();
  server.use(
    http.get(apiUrl('/*'), ({ request }) => {
      const path = new URL(request.url).pathname.replace(/^.*\/api\/v1/, '');
      counts.set(path, (counts.get(path) ?? 0) + 1);
      return HttpResponse.json({ message: 'down', statusCode: 503 }, { status: 503 });
    }),
  );
  return counts;
}

async function settled(queryClient: Awaited<ReturnType<typeof renderApp>>['queryClient']) {
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
}

describe('a screen whose data fails', () => {
  it.each([
    ['/trails', 'Failed to fetch trails. Please try again.'],
    ['/reviews', 'Failed to load pending reviews. Please try again.'],
    ['/users', 'Failed to fetch users.'],
    ['/trail/edit/3', 'Error loading trail data.'],
    ['/waypoints/3', 'Failed to load waypoints. Please try again.'],
    ['/trail/3/reviews', 'Failed to load trail reviews. Please try again.'],
    ['/locations?tab=cities', 'Failed to load cities'],
  ])('%s: at most 2 requests per call, then its message', async (path, message) => {
    const counts = everyLoadFails();
    const { queryClient } = await renderApp(path);
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(
      0,
    );
    await settled(queryClient);
    expect(counts.size).toBeGreaterThan(0);
    for (const [call, n] of counts) expect({ call, n }).toEqual({ call, n: Math.min(n, 2) });
  });

  it('a link pointed at (its screen preloaded) and then followed still makes at most 2', async () => {
    // From a screen that has not loaded the tags (the dashboard at / has).
    const { user, queryClient } = await renderApp('/locations');
    await findShell();
    const counts = everyLoadFails();
    const link = screen.getByRole('link', { name: 'Tag Management' });
    await user.hover(link);
    await waitFor(() => expect(counts.get('/trails/tags')).toBe(2));
    await settled(queryClient);
    await user.click(link);
    expect(await screen.findByText('Failed to load tags. Please try again.')).toBeInTheDocument();
    await settled(queryClient);
    expect(counts.get('/trails/tags')).toBe(2);
  });

  // The first load's checks of /tags, then its Retry on the same failed screen.
  it('/tags: at most 2 requests per call, then its message; Retry asks again', async () => {
    const counts = everyLoadFails();
    const { user, queryClient } = await renderApp('/tags');
    const message = 'Failed to load tags. Please try again.';
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(
      0,
    );
    await screen.findByText(message);
    await settled(queryClient);
    expect(counts.size).toBeGreaterThan(0);
    for (const [call, n] of counts) expect({ call, n }).toEqual({ call, n: Math.min(n, 2) });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(counts.get('/trails/tags')).toBe(4));
  });
});
