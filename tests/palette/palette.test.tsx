import type { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PALETTE_DEBOUNCE_MS } from '@/shell/command-palette';
import { db, touch } from '../../mocks/db';
import { expectNoEnglishLeft, expectNoSeriousA11yViolations } from '../axe';
import { findShell, renderApp } from '../render';
import { captureRequests, dialogsClosed, type User } from '../support';
import { LANGUAGES, showLanguage, t } from '../text';
import { pendingQueue, reviewRow } from '../reviews/helpers';
import { expectedTrails } from '../trails/helpers';

const palette = () => screen.findByRole('dialog', { name: t('palette.open') });
const field = () => screen.getByRole('combobox', { name: t('palette.input') });
const activeOption = () => {
  const id = field().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

async function openApp(path = '/') {
  const view = await renderApp(path);
  await findShell();
  return view;
}

/**
 * Types into the palette's field and lets the debounce pass on fake timers: no request
 * starts before it, one starts when it is over.
 */
async function search(queryClient: QueryClient, text: string, path: string) {
  const requests = captureRequests('get', path);
  // The searches for `text` the panel has started (a query of the cache fetching or done).
  const started = () =>
    queryClient
      .getQueryCache()
      .findAll({ predicate: (q) => JSON.stringify(q.queryKey).includes(JSON.stringify(text)) })
      .filter(
        (q) =>
          q.state.fetchStatus === 'fetching' ||
          q.state.dataUpdatedAt > 0 ||
          q.state.errorUpdatedAt > 0,
      );
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    fireEvent.change(field(), { target: { value: text } });
    // act: React renders what the timers set before the check.
    await act(() => vi.advanceTimersByTimeAsync(PALETTE_DEBOUNCE_MS - 1));
    expect(started()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(started().length).toBeGreaterThan(0);
    // What the timers still hold (the query client's batched notices) runs before real time resumes.
    await act(() => vi.advanceTimersByTimeAsync(10));
  } finally {
    vi.useRealTimers();
  }
  await waitFor(() =>
    expect(requests.filter((r) => r.search.get('name') === text)).toHaveLength(1),
  );
}

/** Moves the active option down with the arrow key until it is `option`. */
async function arrowTo(user: User, option: HTMLElement) {
  for (let i = 0; i < 20 && activeOption() !== option; i += 1) await user.keyboard('{ArrowDown}');
  expect(activeOption()).toBe(option);
  expect(option).toHaveAttribute('aria-selected', 'true');
}

describe.each(LANGUAGES)('command palette (%s, %s)', (language) => {
  it('opens on Ctrl+K and on Cmd+K, with the field focused; Escape closes it', async () => {
    showLanguage(language);
    const { user } = await openApp();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await palette();
    expect(field()).toHaveFocus();
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    const listbox = within(dialog).getByRole('listbox');
    expect(field()).toHaveAttribute('aria-controls', listbox.id);
    expect(activeOption()).toBe(within(listbox).getAllByRole('option')[0]);
    await expectNoSeriousA11yViolations();
    if (language === 'ar') expectNoEnglishLeft();

    await user.keyboard('{Escape}');
    await dialogsClosed();
    await user.keyboard('{Meta>}k{/Meta}');
    await palette();
    expect(field()).toHaveFocus();
  });

  it('the header button shows its shortcut and opens it', async () => {
    showLanguage(language);
    const { user } = await openApp();
    const button = screen.getByRole('button', { name: new RegExp(`^${t('header.search')}`) });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    expect(button).toHaveTextContent(t('header.searchShortcut'));
    await user.click(button);
    await palette();
    expect(field()).toHaveFocus();
  });

  it('arrows move through the screens, wrapping around, and Enter goes to the one chosen', async () => {
    showLanguage(language);
    const { user, history } = await openApp();
    await user.keyboard('{Control>}k{/Control}');
    const options = within(await palette()).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      t('nav.dashboard'),
      t('nav.trails'),
      t('nav.users'),
      t('nav.reviews'),
      t('nav.tags'),
      t('nav.locations'),
      t('palette.createTrail'),
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()).toBe(options[2]);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(activeOption(), 'from the first, up wraps to the last').toBe(options.at(-1));
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(activeOption()).toBe(options[3]);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(history.location.pathname).toBe('/reviews'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('typing filters the screens and actions; Create trail opens the new trail form', async () => {
    showLanguage(language);
    const { user, history } = await openApp('/trails');
    await user.keyboard('{Control>}k{/Control}');
    await palette();
    await user.type(field(), t('palette.createTrail'));
    const option = await screen.findByRole('option', { name: t('palette.createTrail') });
    await arrowTo(user, option);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(history.location.pathname).toBe('/trail/new'));
  });
});

describe('command palette search', () => {
  it('finds a trail by name on the server, debounced; Enter opens its editor', async () => {
    const trail = expectedTrails()[30]!;
    db.trails.set(trail.id, { ...trail, name: 'Zebra Ridge Loop' });
    touch(db);
    const { user, history, queryClient } = await openApp();
    await user.keyboard('{Control>}k{/Control}');
    await palette();
    await search(queryClient, 'Zebra Ridge', '/trails');
    const option = await screen.findByRole('option', {
      name: `Zebra Ridge Loop ${t('common.idValue', { id: trail.id })}`,
    });
    await arrowTo(user, option);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(history.location.pathname).toBe(`/trail/edit/${trail.id}`));
  });

  it('finds a trail by its id; choosing it opens its editor', async () => {
    const trail = expectedTrails()[7]!;
    const { user, history } = await openApp();
    await user.keyboard('{Meta>}k{/Meta}');
    await palette();
    fireEvent.change(field(), { target: { value: String(trail.id) } });
    const option = await screen.findByRole('option', {
      name: new RegExp(`${t('common.idValue', { id: trail.id })}$`),
    });
    expect(option).toHaveTextContent(trail.name);
    await arrowTo(user, option);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(history.location.pathname).toBe(`/trail/edit/${trail.id}`));
  });

  it.each(LANGUAGES)(
    'finds a user by name; Enter opens their details (%s, %s)',
    async (language) => {
      const someone = [...db.users.values()].find((u) => u.role === 'hiker')!;
      db.users.set(someone.id, { ...someone, name: 'سلمى Quartz' });
      touch(db);
      showLanguage(language);
      const { user, queryClient } = await openApp();
      await user.keyboard('{Control>}k{/Control}');
      await palette();
      await search(queryClient, 'Quartz', '/users/enhanced/list');
      const option = await screen.findByRole('option', {
        name: `سلمى Quartz @${someone.username}`,
      });
      await arrowTo(user, option);
      await user.keyboard('{Enter}');
      const details = await screen.findByRole('dialog', { name: t('users.details') });
      expect(await within(details).findByText(someone.username)).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: t('palette.open') })).not.toBeInTheDocument();
    },
  );

  it('says when nothing is found, and nothing is active', async () => {
    const { user, queryClient } = await openApp();
    await user.keyboard('{Control>}k{/Control}');
    await palette();
    await search(queryClient, 'no-such-thing-anywhere', '/trails');
    await screen.findByText(t('palette.noResults'));
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Enter}'); // nothing to run
    expect(screen.getByRole('dialog', { name: t('palette.open') })).toBeInTheDocument();
  });
});

/** Types `text` into the open palette and waits for its option named by `name`. */
async function find(text: string, name: RegExp | string) {
  fireEvent.change(field(), { target: { value: text } });
  return screen.findByRole('option', { name });
}

/** The marked row of a table: the one a `?highlight=` link points at. */
const markedRows = (table: HTMLElement) => within(table).getAllByRole('row').filter((row) => row.getAttribute('aria-current') === 'true');

describe.each(LANGUAGES)('command palette: tags, places and reviews (%s, %s)', (language) => {
  it('finds a tag by name; choosing it opens the tags screen with its row marked', async () => {
    const tag = [...db.tags.values()][3]!;
    db.tags.set(tag.id, { ...tag, name: 'Quokka Falls' });
    touch(db);
    showLanguage(language);
    const { user, history } = await openApp();
    await user.keyboard('{Control>}k{/Control}');
    await palette();
    const option = await find('quokka', /^Quokka Falls/);
    expect(option.closest('[role="group"]')).toHaveAccessibleName(t('palette.tags'));
    await expectNoSeriousA11yViolations();
    await arrowTo(user, option);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(history.location.pathname).toBe('/tags'));
    const table = await screen.findByRole('table', { name: t('tags.tableLabel') });
    await waitFor(() => expect(markedRows(table)).toHaveLength(1));
    expect(markedRows(table)[0]).toHaveTextContent('Quokka Falls');
  });

  it('finds a country and a city by name; each opens the locations screen on its row', async () => {
    const city = [...db.cities.values()][2]!;
    const country = db.countries.get(city.countryId)!;
    db.countries.set(country.id, { ...country, name: 'Xanadu Land' });
    db.cities.set(city.id, { ...city, name: 'Xanadu Town' });
    touch(db);
    showLanguage(language);
    const { user, history } = await openApp();
    await user.keyboard('{Control>}k{/Control}');
    await palette();
    await find('xanadu', /^Xanadu Town/);
    const countryOption = screen.getByRole('option', { name: 'Xanadu Land' });
    expect(countryOption.closest('[role="group"]')).toHaveAccessibleName(t('palette.countries'));
    await user.click(countryOption);
    await waitFor(() => expect(history.location.pathname).toBe('/locations'));
    let table = await screen.findByRole('table', { name: t('locations.countries') });
    await waitFor(() => expect(markedRows(table)).toHaveLength(1));
    expect(markedRows(table)[0]).toHaveTextContent('Xanadu Land');

    await user.keyboard('{Control>}k{/Control}');
    await palette();
    const cityOption = await find('xanadu', /^Xanadu Town/);
    expect(cityOption.closest('[role="group"]')).toHaveAccessibleName(t('palette.cities'));
    expect(cityOption).toHaveTextContent('Xanadu Land'); // its country under its name
    await user.click(cityOption);
    table = await screen.findByRole('table', { name: t('locations.cities') });
    await waitFor(() => expect(markedRows(table)).toHaveLength(1));
    expect(markedRows(table)[0]).toHaveTextContent('Xanadu Town');
    expect(history.location.search).toContain(`countryId=${city.countryId}`);
  });

  it('finds a pending review by its id; choosing it opens the queue with the cursor on it', async () => {
    const queue = pendingQueue(3);
    const review = queue[1]!;
    showLanguage(language);
    const { user, history } = await openApp();
    await user.keyboard('{Control>}k{/Control}');
    await palette();
    const option = await find(String(review.id), new RegExp(`^${t('palette.review', { id: review.id })}`));
    expect(option.closest('[role="group"]')).toHaveAccessibleName(t('palette.reviews'));
    expect(option).toHaveTextContent(db.users.get(review.userId)!.name);
    await arrowTo(user, option);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(history.location.pathname).toBe('/reviews'));
    await screen.findByRole('table', { name: t('reviews.pendingLabel') });
    await waitFor(() => expect(reviewRow(review.id)).toHaveAttribute('aria-current', 'true'));
    expect(reviewRow(queue[0]!.id)).not.toHaveAttribute('aria-current');
  });
});
