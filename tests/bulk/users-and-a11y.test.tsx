import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/api/config';
import { isolate } from '@/i18n/translator';
import { db } from '../../mocks/db';
import { server } from '../../mocks/node';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInOpened, watchOpening } from '../axe';
import { renderApp } from '../render';
import { holdTimers, passHoldTime } from '../support';
import { expectedPage, expectRows, findUsersTable } from '../users/helpers';
import { LANGUAGES, showLanguage, t } from '../text';
import { expectedTrails, findFooter } from '../trails/helpers';

const toolbar = () => screen.getByRole('region', { name: t('bulk.toolbar') });

describe('users: bulk status', () => {
  it('sets the status of the selected users after the 8 s of Undo, each by the single call; a failure is listed', async () => {
    // Ten rows (SPEC's smallest page size) hold the three users this selects.
    const page = expectedPage({ status: 'active', pageSize: '10' }).users;
    const [a, b, c] = page as Array<{ id: number; name: string }>;
    server.use(
      http.patch(apiUrl('/users/management/status'), async ({ request }) => {
        const { userId } = (await request.clone().json()) as { userId: number };
        return userId === b!.id ? HttpResponse.json({ message: 'Protected user', statusCode: 403 }, { status: 403 }) : undefined;
      }),
    );
    const { user } = await renderApp('/users?status=active&pageSize=10');
    const table = await findUsersTable();
    await expectRows(page.map((u) => u.username));
    for (const target of [a!, b!, c!])
      await user.click(within(table).getByRole('checkbox', { name: t('bulk.selectRow', { name: isolate(target.name) }) }));
    expect(toolbar()).toHaveTextContent(t('bulk.selected', { n: 3 }));
    await user.click(within(toolbar()).getByRole('button', { name: t('users.bulkStatus') }));
    holdTimers();
    await user.click(await screen.findByRole('menuitem', { name: t('status.inactive') }));
    // Held behind one Undo, as a single user's status: nothing is sent for 8 s.
    const title = t('users.bulkStatusDone', { n: 3, status: t('status.inactive') });
    expect(await screen.findByRole('button', { name: t('undo.undoOf', { what: title }) })).toBeInTheDocument();
    expect(db.users.get(a!.id)?.status).toBe('active');
    await passHoldTime();
    const result = await screen.findByRole('dialog', { name: t('bulkResult.title') });
    expect(result).toHaveTextContent(t('bulkResult.succeeded', { ok: 2, total: 3 }));
    expect(result).toHaveTextContent(`${b!.name}: ${t('users.statusFailed')} (Protected user)`);
    expect(db.users.get(a!.id)?.status).toBe('inactive');
    expect(db.users.get(c!.id)?.status).toBe('inactive');
    expect(db.users.get(b!.id)?.status).toBe('active');
  });
});

describe('users: selection', () => {
  it('a user deleted from its row menu leaves the selection', async () => {
    const page = expectedPage({ pageSize: '10' }).users;
    const [a, b] = page as Array<{ id: number; name: string }>;
    const { user } = await renderApp('/users?pageSize=10');
    const table = await findUsersTable();
    const box = (name: string) => within(table).getByRole('checkbox', { name: t('bulk.selectRow', { name: isolate(name) }) });
    await expectRows(page.map((u) => u.username));
    await user.click(box(a!.name));
    await user.click(box(b!.name));
    expect(toolbar()).toHaveTextContent(t('bulk.selected', { n: 2 }));

    await user.click(within(table).getByRole('button', { name: t('common.actionsFor', { name: a!.name }) }));
    await user.click(await screen.findByRole('menuitem', { name: t('users.deleteUser') }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: t('users.deleteUser') }));
    await waitFor(() => expect(db.users.has(a!.id)).toBe(false));
    await waitFor(() => expect(toolbar()).toHaveTextContent(t('bulk.selected', { n: 1 })));
    expect(box(b!.name)).toBeChecked();
  });
});

describe.each(LANGUAGES)('bulk toolbar and dialogs: accessibility (%s, %s)', (language) => {
  it('the toolbar with a selection, the delete confirmation and the result dialog', async () => {
    showLanguage(language);
    const all = expectedTrails();
    server.use(http.delete(apiUrl('/trails/:id'), () => HttpResponse.json({ message: 'Nope', statusCode: 400 }, { status: 400 })));
    const { user } = await renderApp('/trails');
    await findFooter(12, all.length);
    const table = screen.getByRole('table', { name: t('trails.tableLabel') });
    await user.click(within(table).getByRole('checkbox', { name: t('bulk.selectRow', { name: isolate(all[0]!.name) }) }));
    await expectNoSeriousA11yViolations();
    // The dialogs open over the page just checked whole: what they change is checked, with the
    // rules that look across the page (tests/axe.ts).
    const opening = watchOpening();
    await user.click(within(toolbar()).getByRole('button', { name: t('trails.bulkDelete') }));
    const confirm = await screen.findByRole('dialog', { name: t('trails.bulkDeleteTitle', { n: 1 }) });
    await expectNoSeriousA11yViolationsInOpened(opening);
    await user.click(within(confirm).getByRole('button', { name: t('trails.deleteConfirm') }));
    await screen.findByRole('dialog', { name: t('bulkResult.title') });
    await expectNoSeriousA11yViolationsInOpened(opening);
  });
});
