/**
 * LazyMenu (src/ui/lazy-menu.tsx): a row's menu is its trigger alone until
 * first used, then Mantine's Menu around the same button. Checked from the outside (roles,
 * attributes, focus) and by counting the real Menu's renders (the module its chunk yields is
 * wrapped through tests/support/chunks.ts, from "not loaded yet" in each test).
 */
import { Button } from '@mantine/core';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { LazyMenu } from '@/ui/lazy-menu';
import type * as Impl from '@/ui/anchored-menu';
import { controlChunk } from '../support/chunks';
import { setupUser } from '../support';

/** Renders of the real Menu, per trigger id. */
const menuRenders = new Map<string, number>();
/** The menu's chunk yields the real Menu wrapped to count its renders. */
function countMenuRenders() {
  controlChunk<typeof Impl>('anchored-menu', {
    wrap: (original) => ({
      AnchoredMenu: (props: Parameters<typeof original.AnchoredMenu>[0]) => {
        menuRenders.set(props.id, (menuRenders.get(props.id) ?? 0) + 1);
        return original.AnchoredMenu(props);
      },
    }),
  });
}

const FRUITS = ['Apple', 'Pear', 'Plum'] as const;

/** A row's choice, as RowChoice: the current one is focused when the menu opens. */
function Row({ name }: { name: string }) {
  const [chosen, setChosen] = useState<string>('Pear');
  return (
    <div>
      <LazyMenu
        options={{ withInitialFocusPlaceholder: false }}
        target={<Button aria-label={`Fruit of ${name}: ${chosen}`}>{chosen}</Button>}
      >
        {(Menu) =>
          FRUITS.map((fruit) => (
            <Menu.RadioItem
              key={fruit}
              value={fruit}
              checked={fruit === chosen}
              closeMenuOnClick
              data-autofocus={fruit === chosen || undefined}
              onChange={() => setChosen(fruit)}
            >
              {fruit}
            </Menu.RadioItem>
          ))
        }
      </LazyMenu>
    </div>
  );
}

function setup() {
  menuRenders.clear();
  const user = setupUser();
  render(
    <AppProviders queryClient={createQueryClient()} mantineEnv="test">
      {['Ann', 'Bob', 'Cy'].map((name) => (
        <Row key={name} name={name} />
      ))}
    </AppProviders>,
  );
  return user;
}

const trigger = (name: string) => screen.getByRole('button', { name: new RegExp(`^Fruit of ${name}:`) });

/** Waits for the open menu and the focus on its current choice. */
async function openedMenu(button: HTMLElement, focused = 'Pear') {
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(within(menu).getByRole('menuitemradio', { name: focused })).toHaveFocus());
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(button).toHaveAttribute('aria-controls', menu.id);
  expect(menu).toHaveAttribute('aria-labelledby', button.id);
  return menu;
}

async function closed(button: HTMLElement) {
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).not.toHaveAttribute('aria-controls');
  // The same element as before the first open (never replaced), and focused again.
  await waitFor(() => expect(button).toHaveFocus());
  expect(button).toBeInTheDocument();
}

describe('LazyMenu', () => {
  beforeEach(() => {
    menuRenders.clear();
    countMenuRenders();
  });

  it('is its trigger alone until used: a menu button, closed, with no Menu mounted', () => {
    setup();
    for (const name of ['Ann', 'Bob', 'Cy']) {
      const button = trigger(name);
      expect(button).toHaveAccessibleName(`Fruit of ${name}: Pear`);
      expect(button).toHaveAttribute('aria-haspopup', 'menu');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button).not.toHaveAttribute('aria-controls');
    }
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuRenders.size).toBe(0);
  });

  it('a list rendered after a menu was used elsewhere still mounts no Menu until one is used', async () => {
    let user = setup();
    await user.click(trigger('Ann'));
    await openedMenu(trigger('Ann'));
    cleanup();
    user = setup();
    expect(menuRenders.size).toBe(0);
    const button = trigger('Cy');
    await user.click(button);
    await openedMenu(button);
    expect([...menuRenders.keys()]).toEqual([button.id]);
  });

  it('opens on the first click, mounting only that row’s Menu; Escape closes it and gives focus back', async () => {
    const user = setup();
    const button = trigger('Bob');
    await user.click(button);
    await openedMenu(button);
    expect([...menuRenders.keys()]).toEqual([button.id]);
    await user.keyboard('{Escape}');
    await closed(button);
    expect(trigger('Bob')).toBe(button);
  });

  it('opens on the first Enter, arrow keys move, Enter chooses, closes and gives focus back', async () => {
    const user = setup();
    const button = trigger('Ann');
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    const menu = await openedMenu(button);
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitemradio', { name: 'Plum' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await closed(button);
    expect(button).toHaveAccessibleName('Fruit of Ann: Plum');
    // A second open is Mantine's Menu as before, on the new choice.
    await user.keyboard('{Enter}');
    await openedMenu(button, 'Plum');
    await user.keyboard('{Escape}');
    await closed(button);
  });

  it('opens on the first Space', async () => {
    const user = setup();
    const button = trigger('Cy');
    button.focus();
    await user.keyboard(' ');
    await openedMenu(button);
    await user.keyboard('{Escape}');
    await closed(button);
  });

  it('a click on the open trigger closes it; a choice with the mouse closes it', async () => {
    const user = setup();
    const button = trigger('Bob');
    await user.click(button);
    await openedMenu(button);
    await user.click(button);
    await closed(button);
    await user.click(button);
    const menu = await openedMenu(button);
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Apple' }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveAccessibleName('Fruit of Bob: Apple');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
