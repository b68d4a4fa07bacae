import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isolate } from '@/i18n/translator';
import { listPrefsKey, parseListPrefs } from '@/lib/list-views';
import { useSession } from '@/stores/session';
import { trailFilters } from '@/stores/trail-filters';
import { expectNoSeriousA11yViolationsInOpened, watchOpening } from '../axe';
import { renderApp } from '../render';
import { signInAsAdmin } from '../sign-in';
import type { User } from '../support';
import { LANGUAGES, showLanguage, t } from '../text';

/** A reload: the page goes, with what it kept in memory (the trail list's last filters); storage stays. */
function reload(view: { unmount: () => void }) {
  view.unmount();
  trailFilters.reset();
}

const adminId = () => useSession.getState().currentUser!.id;

/** Opens the list's Views menu and waits for its items. */
async function openViews(user: User) {
  await user.click(await screen.findByRole('button', { name: t('table.views') }));
  return screen.findByRole('menu');
}

async function saveView(user: User, name: string, { asDefault = false } = {}) {
  await openViews(user);
  await user.click(screen.getByRole('menuitem', { name: t('listViews.save') }));
  const dialog = await screen.findByRole('dialog', { name: t('listViews.saveTitle') });
  await user.type(within(dialog).getByLabelText(new RegExp(t('listViews.name'))), name);
  if (asDefault)
    await user.click(within(dialog).getByRole('checkbox', { name: t('listViews.asDefault') }));
  await user.click(within(dialog).getByRole('button', { name: t('listViews.saveButton') }));
  await waitFor(() =>
    expect(
      screen.queryByRole('dialog', { name: t('listViews.saveTitle') }),
    ).not.toBeInTheDocument(),
  );
}

/** The list's status filter (trails) as the bar shows it. */
const statusField = () => screen.getByLabelText(t('common.status'));

describe.each(LANGUAGES)('saved views (%s, %s)', (language) => {
  it('saves filters and sort under a name, and picks them again after a reload', async () => {
    showLanguage(language);
    const first = await renderApp('/trails?status=pending&sortBy=oldest');
    await waitFor(() => expect(statusField()).toHaveValue('pending'));
    await saveView(first.user, 'Pending, oldest');
    reload(first);

    // A reload: the same browser storage, a new page.
    const { user, history } = await renderApp('/trails?status=active');
    await waitFor(() => expect(statusField()).toHaveValue('active'));
    const menu = await openViews(user);
    await user.click(within(menu).getByRole('menuitem', { name: /Pending, oldest/ }));
    await waitFor(() => expect(history.location.search).toContain('status=pending'));
    expect(history.location.search).toContain('sortBy=oldest');
    await waitFor(() => expect(statusField()).toHaveValue('pending'));
    expect(screen.getByLabelText(t('trails.sortBy'))).toHaveValue('oldest');
    // The menu's button keeps the focus the menu gave back.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: t('table.views') })).toHaveFocus(),
    );
  });

  it('renames, sets the default (the bare list opens on it) and deletes a view', async () => {
    showLanguage(language);
    const first = await renderApp('/trails?status=deleted');
    await waitFor(() => expect(statusField()).toHaveValue('deleted'));
    await saveView(first.user, 'Hidden ones');
    await openViews(first.user);
    await first.user.click(screen.getByRole('menuitem', { name: t('listViews.manage') }));
    let dialog = await screen.findByRole('dialog', { name: t('listViews.manageTitle') });
    await first.user.click(
      within(dialog).getByRole('button', {
        name: t('listViews.renameOf', { name: isolate('Hidden ones') }),
      }),
    );
    const field = within(dialog).getByLabelText(new RegExp(t('listViews.name')));
    await first.user.clear(field);
    await first.user.type(field, 'Inactive trails');
    await first.user.click(
      within(dialog).getByRole('button', { name: t('listViews.renameButton') }),
    );
    const byDefault = await within(dialog).findByRole('button', {
      name: t('listViews.defaultOf', { name: isolate('Inactive trails') }),
    });
    await first.user.click(byDefault);
    await waitFor(() => expect(byDefault).toHaveAttribute('aria-pressed', 'true'));
    reload(first);

    // A reload of the bare list opens on the default view.
    const second = await renderApp('/trails');
    await waitFor(() => expect(second.history.location.search).toContain('status=deleted'));
    await waitFor(() => expect(statusField()).toHaveValue('deleted'));
    await openViews(second.user);
    await second.user.click(screen.getByRole('menuitem', { name: t('listViews.manage') }));
    dialog = await screen.findByRole('dialog', { name: t('listViews.manageTitle') });
    await second.user.click(
      within(dialog).getByRole('button', {
        name: t('listViews.deleteOf', { name: isolate('Inactive trails') }),
      }),
    );
    await within(dialog).findByText(t('listViews.none'));
    reload(second);

    // Without it the bare list is the bare list.
    const third = await renderApp('/trails');
    await waitFor(() => expect(statusField()).toHaveValue(''));
    expect(third.history.location.search).toBe('');
  });

  it('says what is wrong with a name: empty, taken or too long', async () => {
    showLanguage(language);
    const { user } = await renderApp('/users');
    await saveView(user, 'Everyone');
    await openViews(user);
    await user.click(screen.getByRole('menuitem', { name: t('listViews.save') }));
    const dialog = await screen.findByRole('dialog', { name: t('listViews.saveTitle') });
    const field = within(dialog).getByLabelText(new RegExp(t('listViews.name')));
    const save = within(dialog).getByRole('button', { name: t('listViews.saveButton') });
    await user.type(field, '   ');
    await user.click(save);
    expect(await within(dialog).findByText(t('listViews.nameEmpty'))).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, ' everyone ');
    await user.click(save);
    expect(await within(dialog).findByText(t('listViews.nameTaken'))).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'x'.repeat(41));
    await user.click(save);
    expect(
      await within(dialog).findByText(t('listViews.nameTooLong', { max: 40 })),
    ).toBeInTheDocument();
  });

  it('the menu and its dialogs pass axe', async () => {
    showLanguage(language);
    const { user } = await renderApp('/trails');
    // A name in the page's language (the check looks for English left in an Arabic page).
    await saveView(user, language === 'ar' ? 'الكل' : 'All');
    let opening = watchOpening();
    await openViews(user);
    await expectNoSeriousA11yViolationsInOpened(opening);
    opening = watchOpening();
    await user.click(screen.getByRole('menuitem', { name: t('listViews.manage') }));
    await screen.findByRole('dialog', { name: t('listViews.manageTitle') });
    await expectNoSeriousA11yViolationsInOpened(opening);
  });
});

describe("saved views are an administrator's own", () => {
  it('another administrator on this browser does not see them, nor opens on their default', async () => {
    const first = await renderApp('/users?status=inactive&page=1');
    await saveView(first.user, 'Inactive', { asDefault: true });
    reload(first);

    await signInAsAdmin();
    useSession.setState((s) => ({
      currentUser: { ...s.currentUser!, id: s.currentUser!.id + 1000 },
    }));
    const { user, history } = await renderApp('/users', { signedIn: false });
    const menu = await openViews(user);
    expect(within(menu).queryByRole('menuitem', { name: /Inactive/ })).not.toBeInTheDocument();
    expect(within(menu).getByText(t('listViews.none'))).toBeInTheDocument();
    expect(history.location.search).not.toContain('status=inactive');
  });

  it('the users list opens on its default view, and a view is its link', async () => {
    const first = await renderApp('/users?role=admin&isPremium=true&page=1');
    await saveView(first.user, 'Premium admins', { asDefault: true });
    await openViews(first.user);
    await first.user.click(screen.getByRole('menuitem', { name: t('listViews.copyLink') }));
    // Testing Library's user stands in for the clipboard.
    await screen.findByText(t('listViews.linkCopied'));
    const link = new URL(await navigator.clipboard.readText());
    reload(first);

    // The link, opened: the view's filters.
    const second = await renderApp(`${link.pathname}${link.search}`);
    await waitFor(() => expect(screen.getByLabelText(t('users.role'))).toHaveValue('admin'));
    expect(screen.getByLabelText(t('users.premium'))).toHaveValue('true');
    reload(second);

    // The bare list: the default view.
    const third = await renderApp('/users');
    await waitFor(() => expect(third.history.location.search).toContain('role=admin'));
    await waitFor(() => expect(screen.getByLabelText(t('users.role'))).toHaveValue('admin'));
  });
});

describe('what is stored is never trusted', () => {
  it('reads views, hidden columns and density, dropping what is unreadable', () => {
    const raw = JSON.stringify({
      views: [
        { name: ' Mine ', search: { status: 'active' } },
        { name: 'mine', search: {} },
        { name: 5, search: {} },
        { name: '   ', search: {} },
        { name: 'x'.repeat(41), search: {} },
        { name: 'No search', search: [1] },
        'junk',
      ],
      defaultView: 'Gone',
      hidden: 'status',
      compact: 'yes',
    });
    expect(parseListPrefs(raw)).toEqual({
      views: [{ name: 'Mine', search: { status: 'active' } }],
      defaultView: undefined,
      hidden: [],
      compact: false,
    });
    for (const bad of ['{not json', 'null', '[]', '42', null])
      expect(parseListPrefs(bad)).toEqual({
        views: [],
        defaultView: undefined,
        hidden: [],
        compact: false,
      });
  });

  it('a list whose stored entry is not JSON opens as usual, with no views', async () => {
    await signInAsAdmin();
    localStorage.setItem(listPrefsKey(adminId(), 'trails'), '{"views": [{"name": "Half');
    const { user } = await renderApp('/trails', { signedIn: false });
    const menu = await openViews(user);
    expect(within(menu).getByText(t('listViews.none'))).toBeInTheDocument();
  });
});
