/**
 * The server's messages are data in the server's language: wherever the panel shows one, in
 * either language, it is isolated in its own <bdi> (one helper, serverMessage), so in an
 * Arabic sentence it still reads left to right with its full stop at its end. jsdom does not
 * lay text out: what is checked is the isolation, and that the message is all of it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { renderApp } from '../render';
import { dialogsClosed } from '../support';
import { LANGUAGES, showLanguage, t } from '../text';

/** The element that shows `message`, checked to be its own <bdi> holding only it. */
function isolated(container: HTMLElement, message: string | RegExp) {
  const element = within(container).getByText(message);
  expect(element.tagName).toBe('BDI');
  expect(element).not.toHaveAttribute('dir'); // the direction of its own text
  expect(element.childElementCount).toBe(0);
  return element;
}

describe.each(LANGUAGES)('a message of the server (%s)', (language) => {
  it('a duplicate country: the dialog shows the server’s sentence, isolated', async () => {
    showLanguage(language);
    const { user } = await renderApp('/locations');
    const existing = [...db.countries.values()][0]!.name;
    const opener = await screen.findByRole('button', { name: t('locations.addCountry') });
    await waitFor(() => expect(opener).toBeEnabled());
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: t('locations.addCountry') });
    await user.type(within(dialog).getByRole('textbox', { name: t('common.name') }), existing);
    await user.click(within(dialog).getByRole('button', { name: t('common.create') }));
    const alert = await within(dialog).findByRole('alert');
    const message = isolated(alert, 'A country with this name already exists');
    expect(alert.textContent).toBe(message.textContent);
    await user.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
    await dialogsClosed();
  });

  it('a city used by trails: its reason keeps its full stop inside its isolation', async () => {
    showLanguage(language);
    const used = [...db.cities.values()].find((c) => [...db.trails.values()].some((tr) => tr.cityId === c.id))!;
    const { user } = await renderApp('/locations?tab=cities');
    await user.click(await screen.findByRole('button', { name: t('locations.deleteNamed', { name: used.name }) }));
    const refusal = await screen.findByRole('dialog', { name: t('locations.cannotDelete', { name: used.name }) });
    const reason = isolated(refusal, /^This city is used by \d+ trails?\.$/);
    // The server's sentence, then the panel's, in the panel's language.
    expect(reason.parentElement!.textContent).toBe(`${reason.textContent} ${t('locations.associatedFirst', { type: 'trails' })}`);
    await user.click(within(refusal).getByRole('button', { name: t('common.ok') }));
    await dialogsClosed();
  });
});
