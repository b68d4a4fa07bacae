/**
 * The demo tools as an administrator meets them in a demo or dev build: the developer panel
 * (header button, Alt+Shift+D), failing calls and latency set from it, the call log, Reset
 * demo data (signed-in frame and sign-in screen) after a confirmation, and the notices.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../mocks/db';
import { DEMO_ADMIN } from '../../mocks/demo-accounts';
import { demoTools } from '../../mocks/devtools';
import {
  callFinished,
  callStarted,
  clearCallLog,
  faultHandler,
  readFaults,
  writeFaults,
} from '../../mocks/devtools/faults';
import { PANEL_SHORTCUT } from '../../mocks/devtools/messages';
import { panel } from '../../mocks/devtools/panel-state';
import { afterReset } from '../../mocks/devtools/reset-demo';
import { server } from '../../mocks/node';
import { emitResetElsewhere, setPersistenceStatus } from '../../mocks/persist/status';
import { findShell, renderApp } from '../render';
import {
  expectNoSeriousA11yViolations,
  expectNoSeriousA11yViolationsInOpened,
  watchOpening,
} from '../axe';
import { fullText, showLanguage, t } from '../text';
import { dialogsClosed, rowsOf, type User } from '../support';

const demo = { ...demoTools, account: DEMO_ADMIN };
const PANEL = () => t('demo.panelTitle', { shortcut: PANEL_SHORTCUT });
let reload: ReturnType<typeof vi.fn>;

const pageReload = afterReset.reload;
const onStart = ({ requestId }: { requestId: string }) => callStarted(requestId);
const onMocked = ({ request, requestId, response }: { request: Request; requestId: string; response: Response }) =>
  callFinished(requestId, request, response);

beforeEach(() => {
  reload = vi.fn();
  afterReset.reload = reload as unknown as () => void;
  writeFaults({ latency: 'none', failRemaining: 0 });
  clearCallLog();
  server.use(faultHandler);
  // The browser feeds the call log from the worker's events (mocks/browser.ts); so do tests.
  server.events.on('request:start', onStart);
  server.events.on('response:mocked', onMocked);
});

afterEach(() => {
  afterReset.reload = pageReload;
  server.events.removeListener('request:start', onStart);
  server.events.removeListener('response:mocked', onMocked);
  panel.close();
  setPersistenceStatus({ mode: 'starting' });
});

async function openPanel(user: User) {
  await user.click(screen.getByRole('button', { name: PANEL() }));
  return screen.findByRole('dialog', { name: PANEL() });
}

/** Confirms Reset demo data: the tab reloads, and the tag the test added (999) is gone. */
async function confirmResetToSeed(user: User) {
  await user.click(
    within(await screen.findByRole('dialog', { name: t('demo.resetTitle') })).getByRole('button', {
      name: t('demo.resetConfirm'),
    }),
  );
  await waitFor(() => expect(reload).toHaveBeenCalledOnce());
  expect(db.tags.has(999)).toBe(false);
}

/** Presses Alt+Shift+D as an Arabic keyboard layout does: the physical key D types another character. */
async function pressPanelShortcutInArabicLayout(user: User) {
  await user.keyboard('{Alt>}{Shift>}');
  act(() => {
    document.documentElement.dispatchEvent(
      new KeyboardEvent('keydown', {
        key: 'ي',
        code: 'KeyD',
        altKey: true,
        shiftKey: true,
        bubbles: true,
      }),
    );
  });
  await user.keyboard('{/Shift}{/Alt}');
}

async function closePanel(user: User) {
  await user.keyboard('{Escape}');
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: PANEL() })).not.toBeInTheDocument(),
  );
}

describe('the developer panel', () => {
  it('opens from the header button, and Escape closes it', async () => {
    const { user } = await renderApp('/', { demo });
    await findShell();
    const opened = await openPanel(user);
    expect(
      within(opened).getByRole('radiogroup', { name: t('demo.latencyLabel') }),
    ).toBeInTheDocument();
    await closePanel(user);
  });

  it('opens with Alt+Shift+D, in any keyboard layout', async () => {
    const { user } = await renderApp('/', { demo });
    await findShell();
    await pressPanelShortcutInArabicLayout(user);
    expect(await screen.findByRole('dialog', { name: PANEL() })).toBeInTheDocument();
    await closePanel(user);
  });

  it('makes the next calls fail: the screen shows its error, and the call log their status', async () => {
    // On a screen that has not loaded the tags (the dashboard has: they would be shown from
    // the cache, with no call to fail).
    const { user } = await renderApp('/locations', { demo });
    await findShell();
    const dialog = await openPanel(user);
    await user.selectOptions(within(dialog).getByLabelText(t('demo.failKind')), '503');
    const count = within(dialog).getByRole('textbox', { name: t('demo.failCount') });
    await user.clear(count);
    await user.type(count, '2');
    await user.click(within(dialog).getByRole('button', { name: t('demo.failStart') }));
    expect(
      within(dialog).getByText(fullText(t('demo.failPending', { count: 2, kind: '503' }))),
    ).toBeInTheDocument();
    expect(readFaults()).toMatchObject({ failKind: '503', failRemaining: 2 });
    await user.keyboard('{Escape}');
    // The tags screen's load and its one retry both get the 503.
    await user.click(screen.getByRole('link', { name: 'Tag Management' }));
    expect(await screen.findByText('Failed to load tags. Please try again.')).toBeInTheDocument();
    expect(readFaults().failRemaining).toBe(0);
    // The log shows them, newest first, with their status.
    const again = await openPanel(user);
    const log = within(again).getByRole('table', { name: t('demo.logTitle') });
    const rows = rowsOf(log);
    expect(rows.slice(0, 2).map((r) => within(r).getAllByRole('cell')[2]?.textContent)).toEqual([
      '503',
      '503',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('GET /trails/tags')).toBeInTheDocument();
  });

  it('expires the access token now: the next call refreshes and the screen still loads', async () => {
    const { user } = await renderApp('/', { demo });
    await findShell();
    const dialog = await openPanel(user);
    await user.click(within(dialog).getByRole('button', { name: t('demo.expireToken') }));
    expect(await within(dialog).findByText(t('demo.expireDone', { count: 1 }))).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('link', { name: 'Tag Management' }));
    expect(await screen.findByRole('table', { name: /tags/i })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
  });

  it('sets the latency of every call, kept in localStorage', async () => {
    const { user } = await renderApp('/', { demo });
    await findShell();
    const dialog = await openPanel(user);
    await user.click(within(dialog).getByRole('radio', { name: t('demo.latency3s') }));
    expect(readFaults().latency).toBe('3000');
    expect(localStorage.getItem('cairn.devtools')).toContain('"latency":"3000"');
  });
});

describe('Reset demo data in the signed-in frame', () => {
  it('asks first: Cancel keeps the data; Reset restores the seed and keeps the session', async () => {
    const { user } = await renderApp('/', { demo });
    await findShell();
    db.tags.set(999, { id: 999, name: 'Made in the demo', createdAt: new Date().toISOString() });
    await user.click(screen.getByRole('button', { name: t('demo.resetButton') }));
    const confirm = await screen.findByRole('dialog', { name: t('demo.resetTitle') });
    expect(within(confirm).getByText(t('demo.resetBody'))).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: t('demo.resetCancel') }));
    expect(db.tags.has(999)).toBe(true);
    await user.click(screen.getByRole('button', { name: t('demo.resetButton') }));
    await confirmResetToSeed(user);
    // The session stays: the administrator is still signed in after the reload.
    expect(db.accessTokens.size).toBeGreaterThan(0);
  });
});

describe('a reset in another tab', () => {
  it('is announced, and the screen shown reloads its data', async () => {
    await renderApp('/tags', { demo });
    await findShell();
    expect(await screen.findByRole('table', { name: /tags/i })).toBeInTheDocument();
    db.tags.set(999, { id: 999, name: 'Zz Added Elsewhere', createdAt: new Date().toISOString() });
    act(() => emitResetElsewhere());
    expect(await screen.findByText(t('demo.resetElsewhere'))).toBeInTheDocument();
    expect(await screen.findByText('Zz Added Elsewhere')).toBeInTheDocument();
  });
});

describe('in Arabic', () => {
  it('the developer panel and the Reset demo data confirmation are Arabic, with no English left', async () => {
    showLanguage('ar');
    const { user } = await renderApp('/', { demo });
    await findShell();
    const dialog = await openPanel(user);
    expect(dialog).toHaveAccessibleName('أدوات المطوّر (Alt+Shift+D)');
    expect(
      within(dialog).getByRole('radiogroup', { name: 'زمن الاستجابة لكل طلب' }),
    ).toBeInTheDocument();
    await expectNoSeriousA11yViolations();
    // The confirmation opens over the page just checked whole: what changed since is checked,
    // with the rules that look across the page (tests/axe.ts).
    const opening = watchOpening();
    await user.keyboard('{Escape}');
    await dialogsClosed();
    await user.click(screen.getByRole('button', { name: 'إعادة تعيين البيانات التجريبية' }));
    await screen.findByRole('dialog', { name: 'إعادة تعيين البيانات التجريبية؟' });
    await expectNoSeriousA11yViolationsInOpened(opening);
  });
});

describe('the sign-in screen', () => {
  it('says when the demo data cannot be saved (no IndexedDB, or full), until dismissed', async () => {
    const { user } = await renderApp('/', { demo, signedIn: false });
    await screen.findByRole('button', { name: 'Sign In' });
    act(() => setPersistenceStatus({ mode: 'memory', reason: 'unavailable' }));
    expect(await screen.findByText(t('demo.storageUnavailable'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('demo.dismiss') }));
    expect(screen.queryByText(t('demo.storageUnavailable'))).not.toBeInTheDocument();
    act(() => setPersistenceStatus({ mode: 'memory', reason: 'full' }));
    expect(await screen.findByText(t('demo.storageFull'))).toBeInTheDocument();
  });

  // Tests have no IndexedDB: the reset resets the memory.
  it('Reset demo data, once confirmed, restores the seed', async () => {
    const { user } = await renderApp('/', { demo, signedIn: false });
    db.tags.set(999, { id: 999, name: 'Made in the demo', createdAt: new Date().toISOString() });
    await user.click(await screen.findByRole('button', { name: t('demo.resetButton') }));
    await confirmResetToSeed(user);
  });
});

describe('without the demo tools (a production build)', () => {
  it('shows no panel button, no reset and no demo box', async () => {
    await renderApp('/', {});
    await findShell();
    expect(screen.queryByRole('button', { name: PANEL() })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t('demo.resetButton') })).not.toBeInTheDocument();
  });
});
