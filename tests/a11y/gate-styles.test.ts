import { afterEach, expect, it } from 'vitest';
import { withComputedStylesHeld } from '../axe';

// The accessibility gate holds each element's computed style while axe runs (tests/axe.ts):
// the same answer while the page stands still, a fresh one after any change, and the page's
// own getComputedStyle back afterwards, whatever the run did.

afterEach(() => document.body.replaceChildren());

it('answers each element once while the page stands still', async () => {
  const box = document.body.appendChild(document.createElement('div'));
  await withComputedStylesHeld(async () => {
    const first = window.getComputedStyle(box);
    expect(window.getComputedStyle(box)).toBe(first);
    expect(window.getComputedStyle(box, null)).toBe(first);
    expect(window.getComputedStyle(document.body)).not.toBe(first);
  });
});

it('answers afresh after the page changes', async () => {
  const box = document.body.appendChild(document.createElement('div'));
  const text = box.appendChild(document.createTextNode('a'));
  await withComputedStylesHeld(async () => {
    expect(window.getComputedStyle(box).display).toBe('block');
    box.style.display = 'none';
    expect(window.getComputedStyle(box).display).toBe('none');
    const before = window.getComputedStyle(box);
    box.append(document.createElement('span'));
    expect(window.getComputedStyle(box)).not.toBe(before);
    const again = window.getComputedStyle(box);
    text.data = 'b';
    expect(window.getComputedStyle(box)).not.toBe(again);
  });
});

it('gives the page its own getComputedStyle back, also when the run fails', async () => {
  const own = window.getComputedStyle;
  await withComputedStylesHeld(async () => expect(window.getComputedStyle).not.toBe(own));
  expect(window.getComputedStyle).toBe(own);
  await expect(withComputedStylesHeld(() => Promise.reject(new Error('axe failed')))).rejects.toThrow('axe failed');
  expect(window.getComputedStyle).toBe(own);
});

it('answers afresh after a change made before an await', async () => {
  const box = document.body.appendChild(document.createElement('div'));
  await withComputedStylesHeld(async () => {
    expect(window.getComputedStyle(box).display).toBe('block');
    box.style.display = 'none';
    // The observer's callback takes the change's record before the next read.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(window.getComputedStyle(box).display).toBe('none');
  });
});
