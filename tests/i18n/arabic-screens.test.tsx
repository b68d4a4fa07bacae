/**
 * Every screen and dialog is rendered in Arabic and in English by the accessibility tests of
 * each area (tests/<area>/*a11y*, tests/a11y): their check fails on an English text left in
 * an Arabic page (tests/axe.ts). These are the few screens those tests do not open.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/api/config';
import { db } from '../../mocks/db';
import { server } from '../../mocks/node';
import { expectNoEnglishLeft, expectNoSeriousA11yViolations } from '../axe';
import { renderApp } from '../render';
import { showLanguage } from '../text';
import { expectedTrails, findFooter } from '../trails/helpers';

describe('screens in Arabic', () => {
  it('the sign-in screen with its validation messages', async () => {
    showLanguage('ar');
    const { user } = await renderApp('/', { signedIn: false });
    await user.click(await screen.findByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('البريد الإلكتروني فارغ')).toBeInTheDocument();
    expect(screen.getByText('كلمة المرور فارغة')).toBeInTheDocument();
    await expectNoSeriousA11yViolations();
  });

  it('an unknown address', async () => {
    showLanguage('ar');
    await renderApp('/no/such/screen');
    expect(await screen.findByText('لا توجد شاشة على هذا العنوان.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeInTheDocument();
    expectNoEnglishLeft();
  });

  it('the delete confirmation of a waypoint, and its notification', async () => {
    showLanguage('ar');
    const trail = [...db.trails.values()].find((t) => [...db.waypoints.values()].some((w) => w.trailId === t.id && w.active))!;
    const { user } = await renderApp(`/waypoints/${trail.id}`);
    await user.click((await screen.findAllByRole('button', { name: /^حذف نقطة المسار / }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'حذف نقطة المسار؟' });
    expect(dialog).toHaveTextContent('هل أنت متأكد من حذف نقطة المسار هذه؟');
    await expectNoSeriousA11yViolations();
    await user.click(within(dialog).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByText('تم حذف نقطة المسار')).toBeInTheDocument();
  });

  it('a failed action reported in a dialog', async () => {
    showLanguage('ar');
    server.use(http.delete(apiUrl('/trails/:id'), () => HttpResponse.json({ message: 'locked', statusCode: 409 }, { status: 409 })));
    const { user } = await renderApp('/trails');
    await findFooter(12, 240);
    const first = expectedTrails()[0]!;
    await user.click(screen.getByRole('button', { name: `إجراءات ${first.name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'حذف' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'حذف المسار نهائيًا؟' })).getByRole('button', { name: 'نعم، احذفه!' }));
    const failed = await screen.findByRole('dialog', { name: 'فشل الحذف' });
    expect(failed).toHaveTextContent('تعذّر حذف المسار. يرجى المحاولة مرة أخرى.');
    await waitFor(() => expect(within(failed).getByRole('button', { name: 'حسنًا' })).toBeInTheDocument());
    await expectNoSeriousA11yViolations();
  });
});
