import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/api/config';
import { isolate } from '@/i18n/translator';
import { db } from '../../mocks/db';
import { server } from '../../mocks/node';
import { renderApp } from '../render';
import { captureRequests, deferred, holdTimers, passHoldTime } from '../support';
import { LANGUAGES, showLanguage, t } from '../text';
import { expectedTrails, findFooter, rowOf } from '../trails/helpers';

const table = () => screen.getByRole('table', { name: t('trails.tableLabel') });
const box = (name: string) => within(table()).getByRole('checkbox', { name: t('bulk.selectRow', { name: isolate(name) }) });
const toolbar = () => screen.getByRole('region', { name: t('bulk.toolbar') });
const statusOf = (id: number) => within(rowOf(id)).getAllByRole('cell')[2]!.textContent;

/** The trail list at `path`, once its first page (of `expected` trails) shows. */
async function openTrails(path: string, expected: readonly unknown[]) {
  const view = await renderApp(path);
  await findFooter(Math.min(12, expected.length), expected.length);
  return view;
}

describe('trail list: selection', () => {
  it('keeps the selection and its count across pages; a new filter clears it, and Reset does not bring it back', async () => {
    const all = expectedTrails();
    const { user } = await openTrails('/trails', all);
    await user.click(box(all[0]!.name));
    await user.click(box(all[1]!.name));
    expect(within(toolbar()).getByText(t('bulk.selected', { n: 2 }))).toBeInTheDocument();
    // Page checkbox: some of the page selected.
    const page = within(table()).getByRole('checkbox', { name: t('bulk.selectPage') });
    expect(page).toHaveAttribute('data-indeterminate', 'true');

    await user.click(screen.getByRole('button', { name: t('pager.next') }));
    await waitFor(() => expect(box(all[12]!.name)).toBeInTheDocument());
    await user.click(within(table()).getByRole('checkbox', { name: t('bulk.selectPage') }));
    expect(within(toolbar()).getByText(t('bulk.selected', { n: 14 }))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: t('pager.previous') }));
    await waitFor(() => expect(box(all[0]!.name)).toBeChecked());
    expect(box(all[1]!.name)).toBeChecked();
    expect(box(all[2]!.name)).not.toBeChecked();

    // A new filter: nothing selected, the toolbar goes.
    await user.type(screen.getByRole('textbox', { name: t('trails.nameFilter') }), 'a');
    await user.click(screen.getByRole('button', { name: t('trails.apply') }));
    await waitFor(() => expect(screen.queryByRole('region', { name: t('bulk.toolbar') })).not.toBeInTheDocument());
    for (const checkbox of within(table()).getAllByRole('checkbox')) expect(checkbox).not.toBeChecked();

    // Back to the first filters: still nothing selected (a bulk action would act on rows the
    // toolbar had stopped counting).
    await user.click(screen.getByRole('button', { name: t('common.reset') }));
    await waitFor(() => expect(box(all[0]!.name)).toBeInTheDocument());
    expect(screen.queryByRole('region', { name: t('bulk.toolbar') })).not.toBeInTheDocument();
    for (const checkbox of within(table()).getAllByRole('checkbox')) expect(checkbox).not.toBeChecked();
  });

  it('a trail deleted from its row menu leaves the selection', async () => {
    const all = expectedTrails();
    const { user } = await openTrails('/trails', all);
    await user.click(box(all[0]!.name));
    await user.click(box(all[1]!.name));
    expect(within(toolbar()).getByText(t('bulk.selected', { n: 2 }))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: t('common.actionsFor', { name: all[0]!.name }) }));
    await user.click(await screen.findByRole('menuitem', { name: t('common.delete') }));
    const dialog = await screen.findByRole('dialog', { name: t('trails.deleteTitle') });
    await user.click(within(dialog).getByRole('button', { name: t('trails.deleteConfirm') }));
    await findFooter(12, all.length - 1);
    // Only the trail still there stays selected: a bulk delete now names one, not two.
    expect(within(toolbar()).getByText(t('bulk.selected', { n: 1 }))).toBeInTheDocument();
    expect(box(all[1]!.name)).toBeChecked();
    await user.click(within(toolbar()).getByRole('button', { name: t('trails.bulkDelete') }));
    expect(await screen.findByRole('dialog', { name: t('trails.bulkDeleteTitle', { n: 1 }) })).toBeInTheDocument();
  });

  it('selects all rows matching the filters across pages and sets them Active after the 8 s of Undo', async () => {
    const pending = expectedTrails({ status: 'pending' });
    expect(pending.length).toBeGreaterThan(12); // more than one page
    const calls = captureRequests('PUT', '/trails/activate');
    const { user } = await openTrails('/trails?status=pending', pending);
    await user.click(box(pending[0]!.name));
    await user.click(within(toolbar()).getByRole('button', { name: t('bulk.selectAllMatching', { n: pending.length }) }));
    await waitFor(() => expect(within(toolbar()).getByText(t('bulk.selected', { n: pending.length }))).toBeInTheDocument());

    holdTimers();
    await user.click(within(toolbar()).getByRole('button', { name: t('trails.bulkActivate') }));
    const title = t('trails.bulkStatusDone', { n: pending.length, status: t('trailStatus.active') });
    expect(await screen.findByText(title)).toBeInTheDocument();
    // Held: the rows already read Active, nothing is sent yet.
    expect(statusOf(pending[0]!.id)).toBe(t('trailStatus.active'));
    expect(calls).toEqual([]);

    await passHoldTime();
    await waitFor(() => expect(calls).toHaveLength(pending.length));
    expect(new Set(calls.map((c) => (c.body as { id: number }).id))).toEqual(new Set(pending.map((p) => p.id)));
    await waitFor(() => expect(pending.every((p) => db.trails.get(p.id)?.status === 'active')).toBe(true));
  });
});

describe.each(LANGUAGES)('trail list: bulk actions wait for "Select all" (%s, %s)', (language) => {
  it('every action is disabled, saying why, while the pages are gathered; enabled with the full count after', async () => {
    showLanguage(language);
    const pending = expectedTrails({ status: 'pending' });
    const pages = Math.ceil(pending.length / 12);
    expect(pages).toBeGreaterThan(1);
    const gate = deferred();
    // Pages after the first wait for the gate: the selection is still being gathered.
    server.use(
      http.get(apiUrl('/trails'), async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') !== '1') await gate.promise;
        return undefined;
      }),
    );
    const { user } = await openTrails('/trails?status=pending', pending);
    await user.click(box(pending[0]!.name));
    const actions = () =>
      [t('trails.bulkActivate'), t('trails.bulkDeactivate'), t('trails.bulkDelete')].map((name) =>
        within(toolbar()).getByRole('button', { name }),
      );
    for (const button of actions()) expect(button).toBeEnabled();
    await user.click(within(toolbar()).getByRole('button', { name: t('bulk.selectAllMatching', { n: pending.length }) }));
    expect(await within(toolbar()).findByText(t('bulk.selectingAll', { done: 1, total: pages }))).toBeInTheDocument();
    // The reason is the name of the group the buttons are in, read with them.
    const waiting = within(toolbar()).getByRole('group', { name: t('bulk.actionsWait') });
    for (const button of actions()) {
      expect(button).toBeDisabled();
      expect(waiting).toContainElement(button);
    }
    // A click now does nothing: no confirmation for the one row selected so far.
    await user.click(actions()[2]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Nor can a row be ticked or unticked: the whole selection would overwrite it.
    expect(box(pending[1]!.name)).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: t('bulk.selectPage') })).toBeDisabled();

    gate.resolve();
    await waitFor(() => expect(within(toolbar()).getByText(t('bulk.selected', { n: pending.length }))).toBeInTheDocument());
    for (const button of actions()) expect(button).toBeEnabled();
    expect(box(pending[1]!.name)).toBeEnabled();
    expect(within(toolbar()).queryByRole('group', { name: t('bulk.actionsWait') })).not.toBeInTheDocument();
    await user.click(actions()[2]!);
    expect(await screen.findByRole('dialog', { name: t('trails.bulkDeleteTitle', { n: pending.length }) })).toBeInTheDocument();
  });
});

describe('trail list: bulk actions', () => {
  it('Undo of a bulk status change puts the rows back and sends nothing', async () => {
    const active = expectedTrails({ status: 'active' });
    const calls = captureRequests('PUT', '*');
    const { user } = await openTrails('/trails?status=active', active);
    await user.click(box(active[0]!.name));
    await user.click(box(active[1]!.name));
    holdTimers();
    await user.click(within(toolbar()).getByRole('button', { name: t('trails.bulkDeactivate') }));
    const title = t('trails.bulkStatusDone', { n: 2, status: t('trailStatus.deleted') });
    await screen.findByText(title);
    expect(statusOf(active[0]!.id)).toBe(t('trailStatus.deleted'));
    await user.click(screen.getByRole('button', { name: t('undo.undoOf', { what: title }) }));
    expect(await screen.findByText(t('undo.undone'))).toBeInTheDocument();
    expect(statusOf(active[0]!.id)).toBe(t('trailStatus.active'));
    expect(statusOf(active[1]!.id)).toBe(t('trailStatus.active'));
    await passHoldTime();
    expect(calls).toEqual([]);
    expect(db.trails.get(active[0]!.id)?.status).toBe('active');
  });

  it('a held bulk write that fails when sent puts back only its own row and lists the failure', async () => {
    const active = expectedTrails({ status: 'active' });
    const [failing, passing] = [active[0]!, active[1]!];
    server.use(
      http.put(apiUrl('/trails/deactivate'), async ({ request }) => {
        const { id } = (await request.clone().json()) as { id: number };
        return id === failing.id ? HttpResponse.json({ message: 'Trail is locked', statusCode: 409 }, { status: 409 }) : undefined;
      }),
    );
    const { user } = await openTrails('/trails?status=active', active);
    await user.click(box(failing.name));
    await user.click(box(passing.name));
    holdTimers();
    await user.click(within(toolbar()).getByRole('button', { name: t('trails.bulkDeactivate') }));
    await waitFor(() => expect(statusOf(failing.id)).toBe(t('trailStatus.deleted')));
    await passHoldTime();
    const result = await screen.findByRole('dialog', { name: t('bulkResult.title') });
    expect(result).toHaveTextContent(t('bulkResult.succeeded', { ok: 1, total: 2 }));
    expect(result).toHaveTextContent(`${failing.name}: ${t('trails.statusFailedText')} (Trail is locked)`);
    // Every row by what happened to it: the one that went through is listed as such.
    expect(result).not.toHaveTextContent(`${passing.name}: `);
    expect(result).toHaveTextContent(`${t('bulkResult.succeededList', { n: 1 })}${passing.name}`);
    await waitFor(() => expect(db.trails.get(passing.id)?.status).toBe('deleted'));
    expect(db.trails.get(failing.id)?.status).toBe('active');
    expect(statusOf(failing.id)).toBe(t('trailStatus.active'));
  });

  it('Delete asks once, with the count and the warning; a partial failure keeps only the failed row and says why', async () => {
    const trails = expectedTrails();
    const [a, b, c] = [trails[0]!, trails[1]!, trails[2]!];
    server.use(
      http.delete(apiUrl('/trails/:id'), ({ params }) =>
        Number(params.id) === b.id ? HttpResponse.json({ message: 'Nope', statusCode: 400 }, { status: 400 }) : undefined,
      ),
    );
    const { user } = await openTrails('/trails', trails);
    for (const trail of [a, b, c]) await user.click(box(trail.name));
    await user.click(within(toolbar()).getByRole('button', { name: t('trails.bulkDelete') }));
    const confirm = await screen.findByRole('dialog', { name: t('trails.bulkDeleteTitle', { n: 3 }) });
    expect(confirm).toHaveTextContent(t('trails.deleteWarning'));
    await user.click(within(confirm).getByRole('button', { name: t('trails.deleteConfirm') }));
    const result = await screen.findByRole('dialog', { name: t('bulkResult.title') });
    expect(result).toHaveTextContent(t('bulkResult.succeeded', { ok: 2, total: 3 }));
    expect(result).toHaveTextContent(`${b.name}: ${t('trails.deleteFailedText')} (Nope)`);
    expect(db.trails.has(a.id)).toBe(false);
    expect(db.trails.has(c.id)).toBe(false);
    expect(db.trails.has(b.id)).toBe(true);
    await waitFor(() => expect(screen.queryByText(t('common.idValue', { id: a.id }))).not.toBeInTheDocument());
    expect(rowOf(b.id)).toBeInTheDocument();
  });
});
