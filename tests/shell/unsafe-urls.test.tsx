/**
 * URLs that come from data are used only when http(s), same-origin relative, or a blob: URL
 * the panel made; anything else shows the "no photo" state.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/api/config';
import { db, toReview, toTrail, toWaypoint } from '../../mocks/db';
import { server } from '../../mocks/node';
import { renderApp } from '../render';
import { editableTrail } from '../trail-editor/helpers';

const UNSAFE = ['javascript:alert(document.cookie)', 'data:image/svg+xml,<svg onload=alert(1)>', '//evil.example/x.png'];

/** No element of the page loads or links to any of the unsafe URLs. */
function expectNoUnsafeUrl() {
  for (const el of document.querySelectorAll('[src], [href]')) {
    const value = el.getAttribute('src') ?? el.getAttribute('href') ?? '';
    for (const bad of UNSAFE) expect(value).not.toBe(bad);
    expect(value).not.toMatch(/^\s*(javascript|data|vbscript):/i);
  }
}

describe('photos from data', () => {
  it('the trail editor shows "no photo" for an unsafe photo URL and the photo for a safe one', async () => {
    const trail = editableTrail();
    const wire = toTrail(db, trail);
    server.use(
      http.get(apiUrl(`/trails/details/${trail.id}`), () =>
        HttpResponse.json({ trail: { ...wire, photos: [wire.photos[0], ...UNSAFE] } }),
      ),
    );
    await renderApp(`/trail/edit/${trail.id}`);
    await screen.findByRole('form', { name: 'Edit trail' });
    expect(screen.getByRole('img', { name: 'Trail photo 1' })).toHaveAttribute('src', wire.photos[0]);
    for (const n of [2, 3, 4]) {
      const tile = screen.getByRole('img', { name: `Trail photo ${n}` });
      expect(tile).not.toHaveAttribute('src');
      expect(tile).toHaveTextContent('No photo');
    }
    expectNoUnsafeUrl();
  });

  it('a waypoint with an unsafe photo URL shows "no photo"', async () => {
    const waypoint = [...db.waypoints.values()].find((w) => w.active)!;
    const others = [...db.waypoints.values()].filter((w) => w.trailId === waypoint.trailId && w.active && w.id !== waypoint.id);
    server.use(
      http.get(apiUrl(`/trails/waypoints/${waypoint.trailId}`), () =>
        HttpResponse.json({ waypoints: [{ ...toWaypoint(waypoint), photos: [UNSAFE[0]] }, ...others.map(toWaypoint)] }),
      ),
    );
    await renderApp(`/waypoints/${waypoint.trailId}`);
    const card = await screen.findByRole('article', { name: waypoint.name });
    expect(within(card).getByRole('img', { name: `Photo of ${waypoint.name}` })).toHaveTextContent('No photo');
    expectNoUnsafeUrl();
  });

  it('a review photo with an unsafe URL is neither shown nor linked', async () => {
    const review = [...db.reviews.values()].find((r) => r.status === 'pending')!;
    const wire = toReview(db, review);
    server.use(
      http.get(apiUrl('/trails/reviews/pending'), () =>
        HttpResponse.json({ reviews: [{ ...wire, photos: ['/api/v1/media/photos/ok.png', ...UNSAFE] }] }),
      ),
    );
    const { user } = await renderApp('/reviews');
    await user.click(await screen.findByRole('button', { name: `View 4 photos of review ${review.id}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Photos' });
    const links = within(dialog).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', `${window.location.origin}/api/v1/media/photos/ok.png`);
    expect(within(dialog).getAllByText('No photo')).toHaveLength(3);
    expectNoUnsafeUrl();
  });

  it('a user photo with an unsafe URL shows the initials', async () => {
    const target = [...db.users.values()].find((u) => u.photo !== null)!;
    server.use(
      http.get(apiUrl('/users/enhanced/list'), () =>
        HttpResponse.json({
          users: [{ ...Object.fromEntries(Object.entries(target).filter(([k]) => k !== 'password')), photo: UNSAFE[0] }],
          totalCount: 1,
          totalPages: 1,
        }),
      ),
    );
    await renderApp('/users');
    await screen.findByRole('table', { name: 'Users' });
    await waitFor(() => expect(screen.getAllByText(`@${target.username}`)).toHaveLength(1));
    expectNoUnsafeUrl();
  });
});
