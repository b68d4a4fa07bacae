/**
 * The Country filter's list (src/features/trails/country-multi-select.tsx) is its own chunk,
 * loaded on first use: the button is drawn alone until then, and the first click
 * or Enter opens the list as soon as the code is here, around the same button. The chunk's
 * loads are counted, held back and made to fail through tests/support/chunks.ts, from "not
 * loaded yet" in each test.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { OverlayHost } from '@/ui/overlay-host';
import { CountryMultiSelect } from '@/features/trails/country-multi-select';
import { translator } from '@/i18n/translator';
import { signInAsAdmin } from '../sign-in';
import { dialogsClosed, holdLoads, setupUser } from '../support';
import { controlChunk, type ChunkControl } from '../support/chunks';

/** The chunk's loads in this test, to count, hold back or fail them. */
let chunk: ChunkControl;
beforeEach(() => {
  chunk = controlChunk('country-dropdown');
});
const loads = () => chunk.loads;

const COUNTRIES = [
  { id: 1, name: 'Jordan' },
  { id: 2, name: 'Oman' },
];

function Filter() {
  const [value, setValue] = useState<number[]>([]);
  return <CountryMultiSelect countries={COUNTRIES} loading={false} value={value} onChange={setValue} />;
}

function setup() {
  const user = setupUser();
  render(
    <AppProviders queryClient={createQueryClient()} mantineEnv="test">
      <Filter />
      <OverlayHost />
    </AppProviders>,
  );
  const { t } = translator();
  const button = screen.getByRole('button', { name: new RegExp(`^${t('common.country')}`) });
  return { user, t, button };
}


describe('the Country filter loads its list on first use', () => {
  // That the trail list's files do not carry the list's chunk is npm run size's check.
  it('draws the button alone, with Popover.Target’s attributes', () => {
    const { t, button } = setup();
    expect(button).toHaveAccessibleName(`${t('common.country')} ${t('trails.countrySelection', { count: 0 })}`);
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(loads()).toBe(0);
  });

  it('a list that cannot be downloaded ends in SPEC.md §8’s dialog, and the button stays closed', async () => {
    await signInAsAdmin();
    chunk.fail = new Error('offline');
    const { user, t, button } = setup();
    await user.click(button);
    expect(
      await screen.findByRole('dialog', { name: t('errors.chunkFailed') }),
    ).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    chunk.fail = null;
  });

  it('pointing at the button starts loading the list, without opening it', async () => {
    holdLoads(chunk);
    const { user, button } = setup();
    const before = loads();
    await user.hover(button);
    expect(loads()).toBe(before + 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('a click before the list is here waits for it, then opens it around the same button', async () => {
    const release = holdLoads(chunk);
    const { user, t, button } = setup();
    const before = loads();
    await user.hover(button);
    await user.click(button);
    expect(loads()).toBe(before + 1); // the click waits for the prefetch, it does not ask again
    expect(screen.queryByRole('group', { name: t('trails.countriesGroup') })).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    release();
    const group = await screen.findByRole('group', { name: t('trails.countriesGroup') });
    const dropdown = screen.getByRole('dialog');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', dropdown.id);
    expect(dropdown).toHaveAttribute('aria-labelledby', button.id);
    // Never replaced: the element the user clicked is the one in the page.
    expect(screen.getByRole('button', { name: new RegExp(`^${t('common.country')}`) })).toBe(button);
    await waitFor(() => expect(group).toContainElement(document.activeElement as HTMLElement));
    await user.click(within(group).getByRole('checkbox', { name: 'Oman' }));
    expect(button).toHaveTextContent(t('trails.countrySelection', { count: 1 }));
    await user.click(button);
    await dialogsClosed();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on the first Enter with the focus moved into the list; Escape closes it', async () => {
    const { user, t, button } = setup();
    button.focus();
    await user.keyboard('{Enter}');
    const group = await screen.findByRole('group', { name: t('trails.countriesGroup') });
    await waitFor(() => expect(group).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard(' ');
    expect(within(group).getByRole('checkbox', { name: 'Jordan' })).toBeChecked();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('group', { name: t('trails.countriesGroup') })).not.toBeInTheDocument());
    expect(button).toHaveTextContent(t('trails.countrySelection', { count: 1 }));
    await waitFor(() => expect(button).toHaveFocus());
  });
});
