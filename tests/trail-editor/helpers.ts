import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { db } from '../../mocks/db';
import { renderApp } from '../render';
import { captureRequests, pasteInto, type User } from '../support';
import { escapeRegExp, fullText, t } from '../text';
import { kmlFile, pngFile } from './files';

/** An input by its label, with or without the required asterisk. */
export const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));
/**
 * The form's submit button: "Create" or "Update" (or their Arabic), by its name among the
 * trail form's buttons (the page's one form), not every button of the page.
 */
export const submitButton = (name: string) => within(screen.getByRole('form')).getByRole('button', { name });

/** The first country of the seed that has at least two cities, and two of its cities. */
export function placeWithCities() {
  const country = [...db.countries.values()].find(
    (c) => [...db.cities.values()].filter((x) => x.countryId === c.id).length >= 2,
  );
  if (!country) throw new Error('no country with cities');
  const cities = [...db.cities.values()]
    .filter((x) => x.countryId === country.id)
    .sort((a, b) => a.name.localeCompare(b.name));
  return { country, cities };
}

export async function chooseCountry(user: User, countryId: number) {
  const select = await screen.findByLabelText('Country');
  await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
  await user.selectOptions(select, String(countryId));
}

export async function chooseCity(user: User, cityId: number) {
  const select = field('City');
  await waitFor(() => expect(select).toBeEnabled());
  await waitFor(() =>
    expect(
      within(select).queryByRole('option', { name: db.cities.get(cityId)?.name }),
    ).toBeInTheDocument(),
  );
  await user.selectOptions(select, String(cityId));
}

/**
 * Chooses photos and waits until the editor has taken each one: shown as a new photo, or
 * named in a message (refused). The editor checks them with the photo pipeline, a part it
 * loads on the first photo, so it answers after a module load, not at once.
 */
export async function uploadPhotos(user: User, files: File[] = [pngFile()]) {
  await user.upload(screen.getByLabelText(t('editor.photoFiles')), files);
  const shown = () =>
    [document.body.textContent ?? '', ...[...document.querySelectorAll('img')].map((img) => img.alt)].join('\n');
  await waitFor(() => {
    for (const file of files) expect(shown()).toContain(file.name);
  });
}
export const uploadKml = (user: User, file: File = kmlFile()) =>
  user.upload(screen.getByLabelText(t('editor.pathFile')), file);

/** Notification or alert text anywhere on the page (data in it may be isolated in <bdi>). */
export const findMessage = (text: string | RegExp) =>
  screen.findByText(fullText(text));

/** Enters text into the field with that label by pasting (`pasteInto`, tests/support). */
export async function fill(user: User, label: string, text: string) {
  await pasteInto(user, field(label), text);
}

/** A seeded trail with a path, at least two photos and two to nine tags. */
export function editableTrail() {
  const trail = [...db.trails.values()].find(
    (t) =>
      t.trailPath &&
      t.photos.length >= 2 &&
      t.tagIds.length >= 2 &&
      t.tagIds.length < 10 &&
      t.elevationGain !== null,
  );
  if (!trail) throw new Error('no editable trail');
  return trail;
}

/** The PUTs of trail `id` (content type and JSON body), on their way to the real handler. */
export const capturePut = (id: number) => captureRequests('PUT', `/trails/${id}`);

/** The tag input and the names of the chosen tags (its pills). */
export const tagInput = () => document.getElementById('trail-field-tagIds') as HTMLInputElement;
export const chosenTags = () =>
  [...document.querySelectorAll('.mantine-MultiSelect-pill')].map((el) => el.textContent);

/** The editor for a new trail, once its form is there. */
export async function openCreate() {
  const view = await renderApp('/trail/new');
  await screen.findByRole('form', { name: t('editor.createLabel') });
  return view;
}

/**
 * Records what the editor's download links save, as { name, text }, in order (jsdom has no
 * object URLs). Call at a test file's top level: each test starts with none.
 */
export function recordDownloads(): { name: string; text: string }[] {
  const saved: { name: string; text: string }[] = [];
  beforeEach(() => {
    saved.length = 0;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      const entry = { name: '', text: '' };
      saved.push(entry);
      void blob.text().then((text) => (entry.text = text));
      return 'blob:test';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const last = saved.at(-1);
      if (last) last.name = this.download;
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
  return saved;
}
