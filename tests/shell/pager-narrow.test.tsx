/**
 * The pager (src/ui/pager.tsx) in a narrow window: previous, page 1, the current page, the
 * last page and next, so it fits one line at 320 px; from 640 px, first and last arrows and
 * the current page's neighbours as before.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { Pager } from '@/ui/pager';
import { setWindowWidth } from '../support/window-width';
import { LANGUAGES, showLanguage, t } from '../text';

function renderPager() {
  render(
    <AppProviders queryClient={createQueryClient()} mantineEnv="test">
      <Pager page={5} total={20} onChange={() => undefined} label="Pages" />
    </AppProviders>,
  );
  return screen.getByRole('navigation', { name: 'Pages' });
}

const names = (nav: HTMLElement) => [...nav.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));

describe.each(LANGUAGES)('the pager (%s)', (language) => {
  it('below 640 px: previous, first, current, last and next only', () => {
    showLanguage(language);
    setWindowWidth(320);
    const nav = renderPager();
    expect(names(nav)).toEqual([
      t('pager.previous'),
      t('pager.page', { page: 1 }),
      t('pager.page', { page: 5 }),
      t('pager.page', { page: 20 }),
      t('pager.next'),
    ]);
  });

  it('from 640 px: first and last arrows and the neighbours of the current page', () => {
    showLanguage(language);
    setWindowWidth(1280);
    const nav = renderPager();
    expect(names(nav)).toEqual(
      expect.arrayContaining([t('pager.first'), t('pager.last'), t('pager.page', { page: 4 }), t('pager.page', { page: 6 })]),
    );
  });
});
