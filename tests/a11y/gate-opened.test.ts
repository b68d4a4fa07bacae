import { afterEach, expect, it } from 'vitest';
import { expectNoSeriousA11yViolationsInOpened, watchOpening } from '../axe';

// The gate for what a test opened over a page already checked whole (tests/axe.ts): it checks
// what changed since watchOpening(), what names a changed element by id, and the rules that
// look across the page; an unchanged part of the page is left to the test that checked it.

afterEach(() => {
  document.body.replaceChildren();
  document.body.removeAttribute('aria-hidden');
});

/** The violations the gate reports: its failure's list (empty when it passes). */
async function reported(check: Promise<void>): Promise<string> {
  try {
    await check;
    return '';
  } catch (error) {
    return JSON.stringify((error as { actual?: unknown }).actual ?? String(error));
  }
}

/** A page with a named button and a stats region labelled by its heading. */
function page() {
  document.body.innerHTML = `
    <main>
      <button type="button" id="opener" aria-expanded="false">Open</button>
      <section aria-labelledby="stats-title"><h2 id="stats-title">Statistics</h2></section>
      <button type="button" id="named-by" aria-labelledby="stats-title"></button>
    </main>`;
}

it('fails on a violation in what was opened', async () => {
  page();
  const opening = watchOpening();
  document.body.insertAdjacentHTML('beforeend', '<div role="dialog" aria-label="Details"><button type="button"></button></div>');
  expect(await reported(expectNoSeriousA11yViolationsInOpened(opening))).toMatch(/button-name/);
});

it('passes a well-formed opening, and leaves the unchanged page to its own check', async () => {
  page();
  // A violation the opening did not make: the test that checks the page whole reports it.
  document.querySelector('main')?.insertAdjacentHTML('beforeend', '<button type="button"></button>');
  const opening = watchOpening();
  document.getElementById('opener')?.setAttribute('aria-expanded', 'true');
  document.body.insertAdjacentHTML('beforeend', '<div role="dialog" aria-label="Details"><p>Text</p></div>');
  await expectNoSeriousA11yViolationsInOpened(opening);
});

it('fails on a changed attribute of the control that opened it', async () => {
  page();
  const opening = watchOpening();
  document.getElementById('opener')?.setAttribute('aria-expanded', 'open');
  document.body.insertAdjacentHTML('beforeend', '<div role="dialog" aria-label="Details"><p>Text</p></div>');
  expect(await reported(expectNoSeriousA11yViolationsInOpened(opening))).toMatch(/aria-valid-attr-value/);
});

it('fails on an unchanged control named by a text the opening emptied', async () => {
  page();
  const opening = watchOpening();
  const title = document.getElementById('stats-title');
  if (title) title.textContent = '';
  expect(await reported(expectNoSeriousA11yViolationsInOpened(opening))).toMatch(/button-name/);
});

it('fails on an unchanged button whose own text the opening emptied', async () => {
  page();
  document.querySelector('main')?.insertAdjacentHTML('beforeend', '<button type="button"><span id="label">Open</span></button>');
  const opening = watchOpening();
  const label = document.getElementById('label');
  if (label) label.textContent = '';
  expect(await reported(expectNoSeriousA11yViolationsInOpened(opening))).toMatch(/button-name/);
});

it('fails on an unchanged list whose item the opening changed', async () => {
  page();
  document.querySelector('main')?.insertAdjacentHTML('beforeend', '<ul><li id="item">One</li></ul>');
  const opening = watchOpening();
  document.getElementById('item')?.setAttribute('role', 'button');
  expect(await reported(expectNoSeriousA11yViolationsInOpened(opening))).toMatch(/"list:/);
});

it('fails on aria-hidden put on <body>', async () => {
  page();
  const opening = watchOpening();
  document.body.setAttribute('aria-hidden', 'true');
  expect(await reported(expectNoSeriousA11yViolationsInOpened(opening))).toMatch(/aria-hidden-body/);
});

it('refuses to pass when nothing changed', async () => {
  page();
  await expect(expectNoSeriousA11yViolationsInOpened(watchOpening())).rejects.toThrow(/nothing changed/);
});
