/**
 * Text a person types reads in its own direction: every field that takes free text sets
 * `dir="auto"` on the <input> or <textarea> itself once it holds text (Arabic then reads
 * right to left with its full stop at its end, a Latin name left to right), and has no
 * direction of its own while empty (its placeholder and caret follow the page). jsdom does
 * not resolve directions: the attribute is checked on the element the text is in, and on
 * nothing around it (Mantine puts a `dir` prop on the field's wrapper, where it does nothing
 * for the text).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findShell, renderApp } from '../render';
import type { User } from '../support';
import { LANGUAGES, showLanguage, t } from '../text';
import { field as editorField, tagInput } from '../trail-editor/helpers';

const ARABIC = 'عين جدي – صعود وادي داود.';
const LATIN = 'Ein Gedi (Wadi David ascent).';

interface FreeTextField {
  path: string;
  /** Opens what holds the field and returns the element the text is typed into. */
  open: (user: User) => Promise<HTMLInputElement | HTMLTextAreaElement>;
}

const textbox = (name: string, within_: HTMLElement = document.body) =>
  within(within_).findByRole('textbox', { name }) as Promise<HTMLInputElement>;

async function dialogOpenedBy(user: User, button: string, title: string) {
  const opener = await screen.findByRole('button', { name: button });
  await waitFor(() => expect(opener).toBeEnabled());
  await user.click(opener);
  return screen.findByRole('dialog', { name: title });
}

const FIELDS: Record<string, FreeTextField> = {
  'trail list: name filter': { path: '/trails', open: () => textbox(t('trails.nameFilter')) },
  'users: name filter': {
    path: '/users',
    open: async () => textbox(t('common.name'), await screen.findByRole('search', { name: t('users.filtersLabel') })),
  },
  'tags: search': { path: '/tags', open: () => textbox(t('tags.search')) },
  'tags: new tag name': {
    path: '/tags',
    open: async (user) => textbox(t('tags.nameLabel'), await dialogOpenedBy(user, t('tags.create'), t('tags.dialogTitle'))),
  },
  'locations: country name': {
    path: '/locations',
    open: async (user) =>
      textbox(t('common.name'), await dialogOpenedBy(user, t('locations.addCountry'), t('locations.addCountry'))),
  },
  'locations: city name': {
    path: '/locations?tab=cities',
    open: async (user) =>
      textbox(t('common.name'), await dialogOpenedBy(user, t('locations.addCity'), t('locations.addCity'))),
  },
  'trail editor: name': {
    path: '/trail/new',
    open: () => waitFor(() => editorField(t('common.name')) as HTMLInputElement),
  },
  'trail editor: description': {
    path: '/trail/new',
    open: () => waitFor(() => editorField(t('editor.description')) as HTMLTextAreaElement),
  },
  'trail editor: tag search': {
    path: '/trail/new',
    // The MultiSelect's search field, which carries the field's id.
    open: () =>
      waitFor(() => {
        expect(tagInput()).toBeInstanceOf(HTMLInputElement);
        return tagInput();
      }),
  },
  'command palette: search': {
    path: '/',
    open: async (user) => {
      await findShell();
      await user.keyboard('{Control>}k{/Control}');
      const dialog = await screen.findByRole('dialog', { name: t('palette.open') });
      return within(dialog).getByRole('combobox', { name: t('palette.input') }) as HTMLInputElement;
    },
  },
};

/** The elements between the field and the page that carry a `dir` of their own. */
function directedAncestors(element: HTMLElement): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (let e = element.parentElement; e && e !== document.documentElement; e = e.parentElement)
    if (e.hasAttribute('dir')) found.push(e);
  return found;
}

const CASES = Object.keys(FIELDS).flatMap((name) => LANGUAGES.map(([language]) => [name, language] as const));

describe('text typed into a free-text field', () => {
  it.each(CASES)('%s (%s): the input itself takes the typed text’s direction', async (name, language) => {
    showLanguage(language);
    const { path, open } = FIELDS[name]!;
    const { user } = await renderApp(path);
    const input = await open(user);
    // Empty: the page's direction (an empty dir="auto" input would be left to right).
    expect(input).not.toHaveAttribute('dir');

    // The Arabic typed key by key; the Latin pasted (the same change event, fewer renders).
    for (const [text, enter] of [
      [ARABIC, () => user.type(input, ARABIC)],
      [LATIN, () => user.paste(LATIN)],
    ] as const) {
      await user.clear(input);
      await enter();
      expect(input).toHaveValue(text);
      expect(input).toHaveAttribute('dir', 'auto');
      expect(directedAncestors(input)).toEqual([]);
    }

    await user.clear(input);
    expect(input).not.toHaveAttribute('dir');
  });
});
