import { describe, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInOpened, watchOpening } from '../axe';
import { renderApp } from '../render';
import { anyTrailId, reviewRecord, reviewRow, setReviews } from './helpers';
import { LANGUAGES, t, showLanguage } from '../text';
import { dialogsClosed } from '../support';

function seed() {
  const trailId = anyTrailId();
  setReviews([
    reviewRecord({ id: 1, trailId, status: 'pending', photos: ['a.png', 'b.png'], text: 'z'.repeat(150) }),
    reviewRecord({ id: 2, trailId, status: 'active' }),
    reviewRecord({ id: 3, trailId, status: 'deleted', difficulty: null }),
  ]);
  return trailId;
}

describe.each(LANGUAGES)('reviews accessibility in %s (%s)', (language) => {
  it('the pending queue, its full-text, gallery and reject dialogs', async () => {
    showLanguage(language);
    seed();
    const { user } = await renderApp('/reviews');
    await waitFor(() => reviewRow(1));
    await expectNoSeriousA11yViolations();
    // Each dialog opens over the page just checked whole: what opening changed is checked, with
    // the rules that look across the page (tests/axe.ts).
    const opening = watchOpening();

    await user.click(screen.getByRole('button', { name: t('reviews.viewFullTextOf', { id: 1 }) }));
    await screen.findByRole('dialog', { name: t('reviews.fullText') });
    await expectNoSeriousA11yViolationsInOpened(opening);
    await user.keyboard('{Escape}');
    await dialogsClosed();

    await user.click(screen.getByRole('button', { name: t('reviews.viewPhotos', { count: 2, id: 1 }) }));
    await screen.findByRole('dialog', { name: t('reviews.photos') });
    await expectNoSeriousA11yViolationsInOpened(opening);
    await user.keyboard('{Escape}');
    await dialogsClosed();

    await user.click(screen.getByRole('button', { name: t('reviews.rejectOf', { id: 1 }) }));
    await screen.findByRole('dialog', { name: t('reviews.rejectTitle') });
    await expectNoSeriousA11yViolationsInOpened(opening);
  });

  it('the reviews of one trail and its deactivate dialog', async () => {
    showLanguage(language);
    const trailId = seed();
    const { user } = await renderApp(`/trail/${trailId}/reviews`);
    await waitFor(() => reviewRow(2));
    await expectNoSeriousA11yViolations();
    const opening = watchOpening();
    await user.click(screen.getByRole('button', { name: t('reviews.deactivateOf', { id: 2 }) }));
    await screen.findByRole('dialog', { name: t('reviews.deactivateTitle') });
    await expectNoSeriousA11yViolationsInOpened(opening);
  });

  it('the invalid trail id page', async () => {
    showLanguage(language);
    await renderApp('/trail/abc/reviews');
    await screen.findByText(t('common.invalidTrailId'));
    await expectNoSeriousA11yViolations();
  });
});
