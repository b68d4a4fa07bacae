/**
 * A waypoint card is titled by the waypoint's name: the name is its heading, first in the
 * card, and the photo, the description and the coordinates come after it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { LANGUAGES, showLanguage, t } from '../text';
import { renderApp } from '../render';

function trailWithWaypoint() {
  for (const trail of db.trails.values()) {
    const waypoint = [...db.waypoints.values()].find((w) => w.trailId === trail.id && w.active);
    if (waypoint) return { trail, waypoint };
  }
  throw new Error('no trail with a waypoint');
}

const precedes = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('a waypoint card', () => {
  it.each(LANGUAGES)('in %s (%s) has the name as its heading, first, before the photo and the coordinates', async (language, direction) => {
    showLanguage(language, direction);
    const { trail, waypoint } = trailWithWaypoint();
    await renderApp(`/waypoints/${trail.id}`);
    const card = await screen.findByRole('article', { name: waypoint.name });
    const heading = within(card).getByRole('heading', { level: 3 });
    expect(heading).toHaveTextContent(waypoint.name);
    // The card's first element is its title; the photo and the coordinates follow.
    await waitFor(() => expect(card.firstElementChild).toBe(heading));
    const longitude = within(card).getByText(t('waypoints.longitude'));
    const latitude = within(card).getByText(t('waypoints.latitude'));
    expect(precedes(heading, longitude)).toBe(true);
    expect(precedes(heading, latitude)).toBe(true);
    const photo = card.querySelector('img, [role="img"]');
    if (photo) expect(precedes(heading, photo)).toBe(true);
    // The name is said once, as the title: no second copy of it under the coordinates.
    expect(within(card).getAllByText(waypoint.name.slice(0, 50), { exact: false })).toHaveLength(1);
  });
});
