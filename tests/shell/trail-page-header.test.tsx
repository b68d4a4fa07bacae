/**
 * Every page of one trail (its editor, its waypoints, its reviews) starts with the same page
 * header (src/widgets/trail-page-header.tsx): Back to Trails first, at the inline start, then
 * the page's title, if it has one. One place for the way back, whatever the page.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, showLanguage, t } from '../text';
import { renderApp } from '../render';

const PAGES = [
  ['editor', '/trail/edit/1'],
  ['waypoints', '/waypoints/1'],
  ['reviews', '/trail/1/reviews'],
] as const;

const CASES = PAGES.flatMap(([page, path]) => LANGUAGES.map(([language, direction]) => [page, language, direction, path] as const));

describe('the page header of a trail page', () => {
  it.each(CASES)('%s in %s (%s) starts with Back to Trails, before anything else of the page', async (_page, language, direction, path) => {
    showLanguage(language, direction);
    const { history } = await renderApp(path);
    const back = await screen.findByRole('link', { name: t('common.backToTrails') });
    const main = screen.getByRole('main');
    const header = back.closest('[data-trail-page-header]');
    expect(header).not.toBeNull();
    // The header is the page's first part and Back to Trails its first element.
    expect(header!.firstElementChild).toBe(back);
    const firstPart = main.querySelector('[data-trail-page-header]');
    expect(firstPart).toBe(header);
    const before = [...main.querySelectorAll('a, button, h1, h2, h3, input')].indexOf(back);
    expect(before).toBe(0);
    // One way back on the page, and it goes to the list.
    expect(screen.getAllByRole('link', { name: t('common.backToTrails') })).toHaveLength(1);
    expect(back).toHaveAttribute('href', '/trails');
    expect(history.location.pathname).toBe(path.split('?')[0]);
  });
});
