/**
 * A filter bar in a narrow window (src/ui/filter-fold.tsx): folded behind a "Filters" button
 * that says how many filters are set; what is typed in the bar is kept while it is folded. In
 * a wide window the bar as it is, and no button.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { FilterFold, filtersSet } from '@/ui/filter-fold';
import { setupUser } from '../support';
import { setWindowWidth } from '../support/window-width';
import { LANGUAGES, showLanguage, t } from '../text';

function renderBar(count: number) {
  render(
    <AppProviders queryClient={createQueryClient()} mantineEnv="test">
      <FilterFold count={count}>
        <form role="search" aria-label="Trail filters">
          <input aria-label="Name" />
        </form>
      </FilterFold>
    </AppProviders>,
  );
}

describe('filtersSet', () => {
  it('counts each control not at its default: a text, a choice, a non-empty list, a yes or a no', () => {
    expect(filtersSet('', undefined, null, [])).toBe(0);
    expect(filtersSet('Rum', 'active', [3], false)).toBe(4);
    expect(filtersSet(' ', true, [[]])).toBe(3);
  });
});

describe.each(LANGUAGES)('the filter fold (%s)', (language) => {
  it('below 640 px the bar is folded behind "Filters (2)", and opens and folds again', async () => {
    showLanguage(language);
    setWindowWidth(390);
    renderBar(2);
    const button = screen.getByRole('button', { name: t('table.filtersSet', { count: 2 }) });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    const user = setupUser();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const bar = screen.getByRole('search', { name: 'Trail filters' });
    expect(button).toHaveAttribute('aria-controls', bar.parentElement!.id);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Wadi');
    await user.click(button);
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    await user.click(button);
    // A draft not applied yet is still there.
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Wadi');
  });

  it('with no filter set, the button says "Filters"', () => {
    showLanguage(language);
    setWindowWidth(320);
    renderBar(0);
    expect(screen.getByRole('button', { name: t('table.filters') })).toBeInTheDocument();
  });

  it('from 640 px the bar shows as it is, with no button', () => {
    showLanguage(language);
    setWindowWidth(1280);
    renderBar(2);
    expect(screen.getByRole('search', { name: 'Trail filters' })).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
