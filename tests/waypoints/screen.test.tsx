import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { waypointKeys } from '@/api/waypoints/keys';
import { apiUrl } from '@/api/config';
import { truncate } from '@/lib/format';
import { server } from '../../mocks/node';
import { db } from '../../mocks/db';
import { LANGUAGES, t, showLanguage } from '../text';
import { expectNoSeriousA11yViolations } from '../axe';
import { renderApp } from '../render';
import { dialogsClosed } from '../support';

/** A seeded trail with a path and at least two active waypoints. */
function trailWithWaypoints() {
  for (const trail of db.trails.values()) {
    const wps = [...db.waypoints.values()]
      .filter((w) => w.trailId === trail.id && w.active)
      .sort((a, b) => a.id - b.id);
    if (wps.length >= 2 && trail.trailPath) return { trail, waypoints: wps };
  }
  throw new Error('no trail with two waypoints');
}

const cards = () => screen.getAllByRole('article');

describe('waypoints page', () => {
  it('lists the active waypoints as cards, draws them on the path, and goes back to trails', async () => {
    const { trail, waypoints } = trailWithWaypoints();
    const hidden = waypoints[0]!;
    hidden.active = false;
    const shown = waypoints.slice(1);
    const { user, history } = await renderApp(`/waypoints/${trail.id}`);
    await waitFor(() => expect(cards()).toHaveLength(shown.length));
    const first = shown[0]!;
    const card = screen.getByRole('article', { name: first.name });
    expect(within(card).getByText(first.description)).toBeInTheDocument();
    expect(within(card).getByText(first.longitude.toFixed(6))).toBeInTheDocument();
    expect(within(card).getByText(first.latitude.toFixed(6))).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: `Delete Waypoint ${first.name}` }),
    ).toHaveTextContent('Delete Waypoint');
    if (first.photos.length > 0)
      expect(within(card).getByRole('img', { name: `Photo of ${first.name}` })).toBeInTheDocument();
    else expect(within(card).getByText('No photo')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: `Delete Waypoint ${hidden.name}` }) === null ||
        hidden.name === first.name ||
        shown.some((w) => w.name === hidden.name),
    ).toBe(true);

    const drawing = await screen.findByRole('img', {
      name: t('waypoints.drawing', { count: shown.length }),
    });
    expect(drawing.querySelectorAll('[data-testid="path-marker"]')).toHaveLength(shown.length);
    expect(screen.getByRole('heading', { name: `Waypoints of ${trail.name}` })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to Trails' }));
    await waitFor(() => expect(history.location.pathname).toBe('/trails'));
  });

  it('cuts long trail and waypoint names at 50 characters (SPEC.md §9), the full name in the title', async () => {
    const { trail, waypoints } = trailWithWaypoints();
    const longTrail = `${'Long trail name '.repeat(5)}end`;
    const longWaypoint = `${'Waypoint name that goes on '.repeat(3)}and on`;
    trail.name = longTrail;
    waypoints[0]!.name = longWaypoint;
    await renderApp(`/waypoints/${trail.id}`);
    const heading = await screen.findByRole('heading', {
      name: `Waypoints of ${truncate(longTrail)}`,
    });
    expect(truncate(longTrail)).toHaveLength(53);
    expect(within(heading).getByText(truncate(longTrail))).toHaveAttribute('title', longTrail);

    const card = await screen.findByRole('article', { name: longWaypoint });
    const shown = within(card).getByText(truncate(longWaypoint));
    expect(shown).toHaveAttribute('title', longWaypoint);
    expect(within(card).queryByText(longWaypoint)).not.toBeInTheDocument();
    // A short name is shown whole, without a title.
    const other = waypoints[1]!;
    const otherCard = screen.getByRole('article', { name: other.name });
    expect(within(otherCard).getByText(other.name)).not.toHaveAttribute('title');
  });

  // Cancel first: nothing is written, so the same waypoint is then deleted for real.
  it('asks before deleting: Cancel keeps the waypoint; confirmed, "Waypoint Deleted" and the card leaves', async () => {
    const { trail, waypoints } = trailWithWaypoints();
    const target = waypoints[0]!;
    const { user } = await renderApp(`/waypoints/${trail.id}`);
    await user.click(
      await screen.findByRole('button', { name: `Delete Waypoint ${target.name}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete Waypoint?' });
    expect(
      within(dialog).getByText('Are you sure you want to delete this waypoint?'),
    ).toBeInTheDocument();
    await expectNoSeriousA11yViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogsClosed();
    expect(db.waypoints.get(target.id)?.active).toBe(true);
    expect(cards()).toHaveLength(waypoints.length);

    await user.click(
      await screen.findByRole('button', { name: `Delete Waypoint ${target.name}` }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Waypoint Deleted')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(waypoints.length - 1));
    expect(db.waypoints.get(target.id)?.active).toBe(false);
  });

  it('a failed delete says so and keeps the card', async () => {
    const { trail, waypoints } = trailWithWaypoints();
    server.use(
      http.post(apiUrl('/trails/waypoint/deactivate/:id'), () =>
        HttpResponse.json({ message: 'nope', statusCode: 400 }, { status: 400 }),
      ),
    );
    const { user } = await renderApp(`/waypoints/${trail.id}`);
    const target = waypoints[0]!;
    await user.click(await screen.findByRole('button', { name: `Delete Waypoint ${target.name}` }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText('Failed to delete waypoint. Please try again.'),
    ).toBeInTheDocument();
    expect(cards()).toHaveLength(waypoints.length);
  });

  it('a failed load says so with a Retry, and Retry loads the cards', async () => {
    const { trail, waypoints } = trailWithWaypoints();
    server.use(
      http.get(apiUrl('/trails/waypoints/:id'), () =>
        HttpResponse.json({ message: 'x', statusCode: 503 }, { status: 503 }),
      ),
    );
    const { user } = await renderApp(`/waypoints/${trail.id}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load waypoints. Please try again.');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cards()).toHaveLength(waypoints.length));
    expect(screen.queryByText('Failed to load waypoints. Please try again.')).toBeNull();
  });

  it('a failed refetch keeps the cards, with the message and Retry above them', async () => {
    const { trail, waypoints } = trailWithWaypoints();
    const { queryClient } = await renderApp(`/waypoints/${trail.id}`);
    await waitFor(() => expect(cards()).toHaveLength(waypoints.length));
    server.use(
      http.get(apiUrl('/trails/waypoints/:id'), () =>
        HttpResponse.json({ message: 'x', statusCode: 503 }, { status: 503 }),
      ),
    );
    await queryClient.invalidateQueries({ queryKey: waypointKeys.ofTrail(trail.id) });
    expect(
      await screen.findByText('Failed to load waypoints. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(cards()).toHaveLength(waypoints.length);
  });

  it('a trail without waypoints says so', async () => {
    const { trail } = trailWithWaypoints();
    for (const w of db.waypoints.values()) if (w.trailId === trail.id) w.active = false;
    await renderApp(`/waypoints/${trail.id}`);
    expect(await screen.findByText('This trail has no waypoints.')).toBeInTheDocument();
  });

  it.each(LANGUAGES)('has no serious axe violations in %s (%s)', async (language) => {
    showLanguage(language);
    const { trail, waypoints } = trailWithWaypoints();
    await renderApp(`/waypoints/${trail.id}`);
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    await screen.findByRole('img', { name: t('waypoints.drawing', { count: waypoints.length }) });
    await expectNoSeriousA11yViolations();
  });
});
