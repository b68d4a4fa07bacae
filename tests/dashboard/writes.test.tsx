import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { translator } from '@/i18n/translator';
import { db } from '../../mocks/db';
import { findShell, renderApp } from '../render';
import { dialogsClosed, type User } from '../support';
import { t } from '../text';
import { onlyTags } from '../tags/helpers';
import { fewerPendingReviews } from '../views/helpers';
import { card, figure, findCardsSettled, pendingReviews, tagUsage, trailsWith } from './helpers';

/**
 * A write made on another screen shows on the dashboard when it is opened next: its views are
 * the resources' own cached queries, which the writes refresh (docs/decisions/dashboard.md).
 */

const n = (value: number) => translator().number(value);
const statusLink = (label: 'trailStatus.active' | 'trailStatus.pending', count: number) =>
  within(card('trails')).getByRole('link', { name: `${t(label)} ${n(count)}` });

async function backToDashboard(user: User) {
  await user.click(screen.getByRole('link', { name: t('nav.dashboard') }));
  await findCardsSettled();
}

describe('writes elsewhere, seen on the dashboard opened next', () => {
  it('a trail status changed on the trail list', async () => {
    const { user } = await renderApp('/');
    await findShell();
    await findCardsSettled();
    const [active, pending] = [trailsWith('active'), trailsWith('pending')];
    // Follow the Pending count to the list, and make its first trail Active there.
    await user.click(statusLink('trailStatus.pending', pending));
    const first = [...db.trails.values()]
      .filter((trail) => trail.status === 'pending')
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id)[0]!;
    await user.click(await screen.findByRole('button', { name: t('common.actionsFor', { name: first.name }) }));
    await user.click(await screen.findByRole('menuitem', { name: t('trails.changeStatus') }));
    const dialog = await screen.findByRole('dialog', { name: t('trails.changeStatus') });
    await user.click(within(dialog).getByRole('radio', { name: new RegExp(`^${t('trailStatus.active')}`) }));
    await user.click(within(dialog).getByRole('button', { name: t('trails.statusUpdate') }));
    await dialogsClosed();
    // Held for Undo: leaving the screen sends it, so the dashboard counts it.
    expect(db.trails.get(first.id)?.status).toBe('pending');

    await backToDashboard(user);
    await waitFor(() => expect(db.trails.get(first.id)?.status).toBe('active'));
    await waitFor(() => expect(statusLink('trailStatus.active', active + 1)).toBeInTheDocument());
    expect(statusLink('trailStatus.pending', pending - 1)).toBeInTheDocument();
    expect(figure(card('trails'), t('dashboard.trailsTotal'))).toBe(n(db.trails.size));
  });

  it('a review accepted in the moderation queue', async () => {
    fewerPendingReviews(); // the queue renders a few rows, not 50
    const { user } = await renderApp('/');
    await findShell();
    await findCardsSettled();
    const before = pendingReviews().length;
    await user.click(within(card('moderation')).getByRole('link', { name: `${t('dashboard.pendingReviews')} ${n(before)}` }));
    const newest = pendingReviews().sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id)[0]!;
    await user.click(await screen.findByRole('button', { name: t('reviews.acceptOf', { id: newest.id }) }));
    expect(await screen.findByText(t('reviews.accepted'))).toBeInTheDocument();
    // Held for Undo: leaving the screen sends it, so the dashboard counts it.
    expect(db.reviews.get(newest.id)?.status).toBe('pending');

    await backToDashboard(user);
    await waitFor(() => expect(db.reviews.get(newest.id)?.status).toBe('active'));
    await waitFor(() =>
      expect(within(card('moderation')).getByRole('link', { name: `${t('dashboard.pendingReviews')} ${n(before - 1)}` })).toBeInTheDocument(),
    );
  });

  it('a tag created on the tag screen', async () => {
    onlyTags([...db.tags.keys()].slice(0, 5)); // /tags: five rows, not 40
    const { user } = await renderApp('/');
    await findShell();
    await findCardsSettled();
    const all = db.tags.size;
    const unused = tagUsage().filter((tag) => tag.count === 0).length;
    expect(figure(card('tags'), t('tagStats.total'))).toBe(n(all));
    expect(figure(card('tags'), t('tagStats.unused'))).toBe(n(unused));
    await user.click(within(card('tags')).getByRole('link', { name: t('dashboard.tagsLink') }));
    await user.click(await screen.findByRole('button', { name: t('tags.create') }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'Dashboard test tag');
    await user.click(within(dialog).getByRole('button', { name: t('common.create') }));
    await waitFor(() => expect(db.tags.size).toBe(all + 1));

    await backToDashboard(user);
    await waitFor(() => expect(figure(card('tags'), t('tagStats.total'))).toBe(n(all + 1)));
    expect(figure(card('tags'), t('tagStats.unused'))).toBe(n(unused + 1));
  });
});
