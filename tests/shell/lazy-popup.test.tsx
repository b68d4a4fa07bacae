/**
 * useLazyPopup (src/ui/use-lazy-part.ts): a click made before a popup's
 * code is here asks to open it when it arrives; moving on meanwhile cancels that, so a menu
 * or list never opens seconds later under a user who went elsewhere.
 */
import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { useLazyPopup } from '@/ui/use-lazy-part';
import { lazyPart } from '@/lib/lazy-part';
import { deferred, setupUser } from '../support';

/** A chunk of its own per test, held back until `arrive()`. */
function heldChunk() {
  const gate = deferred<{ ready: true }>();
  const chunk = lazyPart('test-popup', () => gate.promise);
  return { chunk, arrive: () => act(async () => gate.resolve({ ready: true })) };
}

/** Renders of each trigger, by name, and the anchor each render saw. */
const renders = new Map<string, (HTMLElement | null)[]>();

function Trigger({ chunk, name }: { chunk: ReturnType<typeof heldChunk>['chunk']; name: string }) {
  const { expanded, toggle, anchor, anchorRef } = useLazyPopup(chunk);
  renders.set(name, [...(renders.get(name) ?? []), anchor]);
  return (
    <button ref={anchorRef} type="button" aria-expanded={expanded} onClick={toggle}>
      {name}
    </button>
  );
}

function setup() {
  renders.clear();
  const held = heldChunk();
  const user = setupUser();
  render(
    <>
      <Trigger chunk={held.chunk} name="A" />
      <Trigger chunk={held.chunk} name="B" />
      <input aria-label="elsewhere" />
    </>,
  );
  const button = (name: string) => screen.getByRole('button', { name });
  return { ...held, user, button };
}

describe('the trigger', () => {
  it('renders once when it appears, and has its anchor from the first click on', async () => {
    const { user, button } = setup();
    // A list's row menus: a second render of every trigger right after it mounts is what
    // the lazy anchor saves.
    expect(renders.get('A')).toEqual([null]);
    await user.click(button('A'));
    expect(renders.get('A')?.at(-1)).toBe(button('A'));
    expect(renders.get('B')).toEqual([null]);
  });
});

/** A child that suspends for good: its boundary hides what it had shown. */
const never = new Promise<never>(() => undefined);
function Suspends(): null {
  return use(never);
}

/** A trigger whose button can be replaced (`generation`) or hidden by a Suspense boundary. */
function Replaceable({ chunk, generation, suspend }: { chunk: ReturnType<typeof heldChunk>['chunk']; generation: number; suspend: boolean }) {
  const { toggle, anchor, anchorRef } = useLazyPopup(chunk);
  renders.set('R', [...(renders.get('R') ?? []), anchor]);
  return (
    <Suspense fallback={null}>
      <button key={generation} ref={anchorRef} type="button" onClick={toggle}>
        R
      </button>
      {suspend && <Suspends />}
    </Suspense>
  );
}

describe('the anchor after the first use', () => {
  const lastAnchor = () => renders.get('R')?.at(-1);

  it('follows a trigger that was replaced', async () => {
    renders.clear();
    const { chunk } = heldChunk();
    const user = setupUser();
    const view = render(<Replaceable chunk={chunk} generation={1} suspend={false} />);
    await user.click(screen.getByRole('button', { name: 'R' }));
    const first = screen.getByRole('button', { name: 'R' });
    expect(lastAnchor()).toBe(first);
    view.rerender(<Replaceable chunk={chunk} generation={2} suspend={false} />);
    const second = screen.getByRole('button', { name: 'R' });
    expect(second).not.toBe(first);
    expect(lastAnchor()).toBe(second);
  });

  it('comes back when a Suspense boundary hides the trigger and shows it again', async () => {
    renders.clear();
    const { chunk } = heldChunk();
    const user = setupUser();
    const view = render(<Replaceable chunk={chunk} generation={1} suspend={false} />);
    const button = screen.getByRole('button', { name: 'R' });
    await user.click(button);
    await act(async () => view.rerender(<Replaceable chunk={chunk} generation={1} suspend />));
    await act(async () => view.rerender(<Replaceable chunk={chunk} generation={1} suspend={false} />));
    expect(screen.getByRole('button', { name: 'R' })).toBe(button);
    expect(lastAnchor()).toBe(button);
  });
});

describe('a popup whose code is still on its way', () => {
  it('opens when it arrives after a click; a second click meanwhile keeps the request', async () => {
    const { user, button, arrive } = setup();
    await user.click(button('A'));
    expect(button('A')).toHaveAttribute('aria-expanded', 'false');
    await user.click(button('A'));
    await arrive();
    expect(button('A')).toHaveAttribute('aria-expanded', 'true');
    await user.click(button('A'));
    expect(button('A')).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not open when the user pressed Escape meanwhile', async () => {
    const { user, button, arrive } = setup();
    await user.click(button('A'));
    await user.keyboard('{Escape}');
    await arrive();
    expect(button('A')).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not open when focus moved on (Tab) or the user pressed elsewhere', async () => {
    const { user, button, arrive } = setup();
    await user.click(button('A'));
    await user.tab();
    await user.click(screen.getByRole('textbox', { name: 'elsewhere' }));
    await arrive();
    expect(button('A')).toHaveAttribute('aria-expanded', 'false');
  });

  it('of two triggers clicked in turn, only the last opens', async () => {
    const { user, button, arrive } = setup();
    await user.click(button('A'));
    await user.click(button('B'));
    await arrive();
    expect(button('A')).toHaveAttribute('aria-expanded', 'false');
    expect(button('B')).toHaveAttribute('aria-expanded', 'true');
  });
});
