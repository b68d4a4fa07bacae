/**
 * Bidirectional text: data of the other direction is isolated wherever it meets a sentence
 * or sits in a table, cut text keeps its dots inside its own isolation, a sentence shown in a
 * page of the other direction keeps its punctuation at its own end, and only icons that mean
 * a direction are mirrored.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MIRROR_IN_RTL } from '@/ui/mirror-in-rtl';
import { findShell, renderApp } from '../render';
import { dialogsClosed } from '../support';
import { expectedTrails, findFooter } from '../trails/helpers';
import { expectedPage, expectRows, fixClock, rowChoice, rowOf } from '../users/helpers';
import { t, showLanguage } from '../text';

const LRI = '\u2066';
const RLI = '\u2067';
const PDI = '\u2069';
const ISOLATES = /[\u2066-\u2069]/;

describe('a sentence in a page of the other direction', () => {
  it('English in a right-to-left page: every text is isolated left to right', async () => {
    showLanguage('en', 'rtl');
    await renderApp('/', { signedIn: false });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(`${LRI}Admin Panel${PDI}`);
    expect(screen.getByRole('button', { name: `${LRI}Sign In${PDI}` })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });

  it('Arabic in a left-to-right page: every text is isolated right to left', async () => {
    showLanguage('ar', 'ltr');
    await renderApp('/', { signedIn: false });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(`${RLI}لوحة الإدارة${PDI}`);
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
  });

  it.each([
    ['en', 'ltr'],
    ['ar', 'rtl'],
  ] as const)('%s in its own direction carries no isolation marks', async (language, direction) => {
    showLanguage(language, direction);
    await renderApp('/trails');
    await findFooter(12, 240);
    expect(document.body.textContent).not.toMatch(ISOLATES);
  });
});

describe('user data is isolated', () => {
  it('in the trail table, a cut name keeps its dots inside its own isolation', async () => {
    showLanguage('ar');
    const trail = expectedTrails()[0]!;
    trail.name = `${'Wadi Rum desert crossing '.repeat(2)}end`;
    await renderApp('/trails');
    await findFooter(12, 240);
    const name = screen.getByText(`${trail.name.slice(0, 30)}...`);
    expect(name.tagName).toBe('BDI');
    expect(name).not.toHaveAttribute('dir'); // its own direction, found from its text
    // The whole name, the link's name for screen readers, is isolated as well.
    const whole = screen.getByText(trail.name);
    expect(whole.tagName).toBe('BDI');
    expect(whole).not.toHaveAttribute('dir');
  });

  it('in the users table, addresses and handles read left to right in the Arabic page', async () => {
    const { target } = await openUsers();
    const row = rowOf(target.name);
    expect(within(row).getByText(target.email)).toHaveAttribute('dir', 'ltr');
    expect(within(row).getByText(`@${target.username}`).tagName).toBe('BDI');
    expect(within(row).getByText(target.name).tagName).toBe('BDI');
  });

  it('in a confirmation, the name is isolated in the dialog title', async () => {
    const { user, target } = await openUsers();
    await user.click(
      within(rowOf(target.name)).getByRole('button', {
        name: t('common.actionsFor', { name: target.name }),
      }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'حذف المستخدم' }));
    const dialog = await screen.findByRole('dialog', { name: `حذف ${target.name}؟` });
    expect(within(dialog).getByText(target.name).tagName).toBe('BDI');
    await user.keyboard('{Escape}');
    await dialogsClosed();
  });

  it('in a notification, the name is isolated inside the Arabic sentence', async () => {
    const { user, target } = await openUsers();
    await user.click(rowChoice('Status', target.name));
    await user.click(
      within(await screen.findByRole('menu')).getByRole('menuitemradio', {
        name: 'قيد الانتظار',
      }),
    );
    const title = await screen.findByText('تم تحديث الحالة');
    const notification =
      title.closest('[role="alert"], .mantine-Notification-root') ??
      title.parentElement!.parentElement!;
    const name = within(notification as HTMLElement).getByText(target.name);
    expect(name.tagName).toBe('BDI');
    expect(notification.textContent).toContain(`أصبحت حالة ${target.name}: قيد الانتظار.`);
  });
});

describe('icons that mean a direction', () => {
  // The invalid-id reviews page has the back link.
  it('mirror in a right-to-left page: back and log out', async () => {
    showLanguage('ar');
    await renderApp('/trail/abc/reviews');
    await findShell();
    const back = await screen.findByRole('link', { name: 'العودة إلى المسارات' });
    expect(back.querySelector('svg')).toHaveClass(MIRROR_IN_RTL);
    expect(screen.getByRole('button', { name: 'تسجيل الخروج' }).querySelector('svg')).toHaveClass(MIRROR_IN_RTL);
  });

  it('other icons keep their drawing in a right-to-left page: search and delete', async () => {
    showLanguage('ar');
    await renderApp('/tags');
    const search = await screen.findByRole('textbox', { name: 'البحث في الوسوم' });
    const searchIcon = search.parentElement?.querySelector('svg');
    expect(searchIcon).not.toBeNull();
    expect(searchIcon).not.toHaveClass(MIRROR_IN_RTL);
    const trash = (await screen.findAllByRole('button', { name: /^حذف الوسم/ }))[0]!;
    expect(trash.querySelector('svg')).not.toHaveClass(MIRROR_IN_RTL);
  });
});

/** Opens the user list in Arabic and picks a listed user other than the signed-in admin. */
async function openUsers() {
  fixClock();
  showLanguage('ar');
  const view = await renderApp('/users');
  const page = expectedPage({}).users;
  await expectRows(page.map((u) => u.username));
  const target = page.find((u) => u.id !== 1 && u.status === 'active')!;
  return { ...view, target };
}
