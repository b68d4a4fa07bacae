/**
 * Every screen in Arabic: its Arabic heading or landmark shows, no message is missing (the
 * setup fails any test that leaves one), and no English sentence of the catalogue is left on
 * the page. The dialogs are opened in both languages by the accessibility tests of each area
 * (tests/<area>/*a11y*), which run axe in Arabic and in English.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { findShell, renderApp } from '../render';
import { fixClock } from '../users/helpers';
import { showLanguage } from '../text';
import ar from '@/i18n/locales/ar.json';
import en from '@/i18n/locales/en.json';

/** English sentences (two words or more, no placeholder) whose Arabic differs. */
const ENGLISH_SENTENCES = Object.entries(en)
  .filter(([key, text]) => ar[key as keyof typeof ar] !== text && /\s/.test(text) && !/[{}]/.test(text))
  .map(([, text]) => text);

function expectNoEnglishLeft() {
  const page = document.body.textContent ?? '';
  expect(ENGLISH_SENTENCES.filter((sentence) => page.includes(sentence))).toEqual([]);
}

const trailWithEverything = () =>
  [...db.trails.values()].find(
    (t) => t.trailPath && t.photos.length > 0 && [...db.waypoints.values()].some((w) => w.trailId === t.id && w.active),
  )!;

describe('every screen in Arabic', () => {
  it('the sign-in screen, with its validation messages', async () => {
    showLanguage('ar');
    const { user } = await renderApp('/', { signedIn: false });
    await user.click(await screen.findByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('البريد الإلكتروني فارغ')).toBeInTheDocument();
    expect(screen.getByText('كلمة المرور فارغة')).toBeInTheDocument();
    expectNoEnglishLeft();
  });

  it.each([
    ['/', 'لوحة المعلومات', 'سعداء برؤيتك'],
    ['/trails', 'إدارة المسارات', 'تصفية المسارات'],
    ['/trail/new', 'إنشاء مسار جديد', 'إضافة صور'],
    ['/reviews', 'إدارة المراجعات', 'المراجعات قيد الانتظار'],
    ['/tags', 'لوحة الإدارة', 'إجمالي الوسوم'],
    ['/locations', 'لوحة الإدارة', 'إضافة دولة'],
    ['/locations?tab=cities', 'لوحة الإدارة', 'إضافة مدينة'],
    ['/users', 'إدارة المستخدمين', 'إحصاءات المستخدمين'],
    ['/trail/abc/reviews', 'إدارة المراجعات', 'معرّف المسار غير صالح. يرجى اختيار مسار صالح.'],
  ])('%s', async (path, title, text) => {
    fixClock();
    showLanguage('ar');
    await renderApp(path);
    await findShell();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect((await screen.findAllByText(text, { exact: false }, { timeout: 10_000 })).length).toBeGreaterThan(0);
    await waitFor(() => expect(document.querySelector('[aria-busy="true"], [role="status"] .mantine-Loader-root')).toBeNull());
    expectNoEnglishLeft();
  });

  it('an unknown address', async () => {
    showLanguage('ar');
    await renderApp('/no/such/screen');
    expect(await screen.findByText('لا توجد شاشة على هذا العنوان.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeInTheDocument();
    expectNoEnglishLeft();
  });

  it.each([
    ['/trail/edit/', 'تعديل المسار', 'خط المسار المحفوظ'],
    ['/waypoints/', 'إدارة نقاط المسار', 'نقاط مسار'],
    ['/trail/{id}/reviews', 'إدارة المراجعات', 'مراجعات'],
  ])('%s{id}', async (path, title, text) => {
    showLanguage('ar');
    const trail = trailWithEverything();
    await renderApp(path.includes('{id}') ? path.replace('{id}', String(trail.id)) : `${path}${trail.id}`);
    await findShell();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect((await screen.findAllByText(text, { exact: false }, { timeout: 10_000 })).length).toBeGreaterThan(0);
    expectNoEnglishLeft();
  });
});
