import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';

import { expectNoSeriousA11yViolations } from '../axe';
import { renderApp } from '../render';
import { anyTrailId, reviewRecord, reviewRow, setReviews } from './helpers';
import { siteConfig } from '@/stores/site-config';

function seed() {
  const trailId = anyTrailId();
  setReviews([
    reviewRecord({ id: 1, trailId, status: 'pending', photos: ['a.png', 'b.png'], text: 'z'.repeat(150) }),
    reviewRecord({ id: 2, trailId, status: 'active' }),
    reviewRecord({ id: 3, trailId, status: 'deleted', difficulty: null }),
  ]);
  return trailId;
}

describe.each(['rtl', 'ltr'] as const)('reviews accessibility in %s', (direction) => {
  it('the pending queue, its full-text, gallery and reject dialogs', async () => {
    siteConfig.setDirection(direction);
    seed();
    const { user } = await renderApp('/reviews');
    await waitFor(() => reviewRow(1));
    await expectNoSeriousA11yViolations();

    await user.click(screen.getByRole('button', { name: 'View Full Text of review 1' }));
    await screen.findByRole('dialog', { name: 'Full Review Text' });
    await expectNoSeriousA11yViolations();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'View 2 photos of review 1' }));
    await screen.findByRole('dialog', { name: 'Review Photos' });
    await expectNoSeriousA11yViolations();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Reject review 1' }));
    await screen.findByRole('dialog', { name: 'Reject Review?' });
    await expectNoSeriousA11yViolations();
  });

  it('the reviews of one trail and its deactivate dialog', async () => {
    siteConfig.setDirection(direction);
    const trailId = seed();
    const { user } = await renderApp(`/trail/${trailId}/reviews`);
    await waitFor(() => reviewRow(2));
    await expectNoSeriousA11yViolations();
    await user.click(screen.getByRole('button', { name: 'Deactivate review 2' }));
    await screen.findByRole('dialog', { name: 'Deactivate Review?' });
    await expectNoSeriousA11yViolations();
  });

  it('the invalid trail id page', async () => {
    siteConfig.setDirection(direction);
    await renderApp('/trail/abc/reviews');
    await screen.findByText('Invalid trail ID. Please select a valid trail.');
    await expectNoSeriousA11yViolations();
  });
});
