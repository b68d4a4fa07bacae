/**
 * A write to a row another administrator changed or deleted first (the server answers 404 or
 * 409): SPEC.md §8's failure text says why (failureText, src/ui/dialogs.tsx), and the list
 * shows the row as it is now. Reviews say it in their own words (tests/app/freshness.test.tsx).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db, touch } from '../../mocks/db';
import { renderApp } from '../render';
import { holdTimers, passHoldTime } from '../support';
import { LANGUAGES, showLanguage, t } from '../text';
import { expectedTrails, findFooter } from '../trails/helpers';
import { chooseWithMouse, expectedPage, findUsersTable, fixClock, holdTimersAtSeed, rowOf as userRowOf } from '../users/helpers';

const reason = () => t('errors.changedElsewhere');

describe('a write to a row changed elsewhere', () => {
  it.each(LANGUAGES)('(%s) Change Status on a trail deleted meanwhile says so in Update Failed, and the row leaves the list', async (language) => {
    showLanguage(language);
    const { user } = await renderApp('/trails?status=active');
    const all = expectedTrails({ status: 'active' });
    await findFooter(Math.min(12, all.length), all.length);
    const trail = all[0]!;
    await user.click(screen.getByRole('button', { name: t('common.actionsFor', { name: trail.name }) }));
    await user.click(await screen.findByRole('menuitem', { name: t('trails.changeStatus') }));
    const dialog = await screen.findByRole('dialog', { name: t('trails.changeStatus') });
    await user.click(within(dialog).getByRole('radio', { name: new RegExp(`^${t('trailStatus.deleted')}`) }));
    holdTimers();
    await user.click(within(dialog).getByRole('button', { name: t('trails.statusUpdate') }));

    // Another administrator deletes it before the held write goes.
    db.trails.delete(trail.id);
    touch(db);
    await passHoldTime();

    const failed = await screen.findByRole('dialog', { name: t('trails.statusFailed') });
    expect(failed).toHaveTextContent(`${t('trails.statusFailedText')} ${reason()}`);
    await waitFor(() => expect(screen.queryByText(t('common.idValue', { id: trail.id }))).toBeNull());
  });

  it('a user status change to a user deleted meanwhile says why it failed', async () => {
    fixClock();
    const { user } = await renderApp('/users?pageSize=10');
    await findUsersTable();
    const target = expectedPage({ pageSize: '10' }).users.find((u) => u.id !== 1)!;
    await waitFor(() => userRowOf(target.name));
    holdTimersAtSeed();
    await chooseWithMouse(user, 'Status', target.name, target.status === 'active' ? 'Inactive' : 'Active');

    db.users.delete(target.id);
    touch(db);
    await passHoldTime();

    expect(await screen.findByText(`${t('users.statusFailed')} ${reason()}`)).toBeInTheDocument();
  });
});
