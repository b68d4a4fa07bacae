import { configure, getConfig, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../render';
import { editableTrail } from '../trail-editor/helpers';
import { getControlByLabel } from './label';
import { escapeRegExp, t } from '../text';

/** The answer of a query, or its error message. */
function outcome(query: () => HTMLElement): HTMLElement | string {
  try {
    return query();
  } catch (error) {
    return (error as Error).message;
  }
}

/** Every label text, aria-label and aria-labelledby text of the page: as a string, exact and partial patterns. */
function patternsOfPage(): Array<string | RegExp> {
  const texts = new Set<string>();
  for (const label of document.querySelectorAll('label')) texts.add(label.textContent ?? '');
  for (const el of document.querySelectorAll('[aria-label]'))
    texts.add(el.getAttribute('aria-label') ?? '');
  for (const el of document.querySelectorAll('[aria-labelledby]'))
    for (const id of (el.getAttribute('aria-labelledby') ?? '').split(' '))
      texts.add(document.getElementById(id)?.textContent ?? '');
  return [...texts]
    .map((text) => text.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .flatMap((text) => [
      text,
      new RegExp(`^${escapeRegExp(text)}$`),
      new RegExp(escapeRegExp(text.slice(0, 3))),
    ]);
}

/**
 * The same element or the same error as Testing Library, and an element found without asking
 * Testing Library (its query is only the answer for errors): a control the fast path missed
 * would otherwise pass here unseen.
 */
function expectSameAsTestingLibrary(patterns: Array<string | RegExp>) {
  // A failing fast path asks Testing Library itself (checked below), with the same container,
  // so both errors end with the same print of the page: only what comes before it (not found,
  // or found several times, and the pattern) can differ, and that is what is compared. Printing
  // the whole page twice for each failing pattern was much of this file's time.
  const { getElementError } = getConfig();
  configure({
    getElementError: (message) =>
      Object.assign(new Error(message ?? ''), { name: 'TestingLibraryElementError' }),
  });
  try {
    compareEach(patterns);
  } finally {
    configure({ getElementError });
  }
}

function compareEach(patterns: Array<string | RegExp>) {
  for (const pattern of patterns) {
    const expected = outcome(() => screen.getByLabelText(pattern));
    const asked = vi.spyOn(screen, 'getByLabelText');
    expect(
      outcome(() => getControlByLabel(pattern)),
      String(pattern),
    ).toBe(expected);
    expect(asked.mock.calls.length, `${String(pattern)} asked Testing Library`).toBe(
      typeof expected === 'string' ? 1 : 0,
    );
    asked.mockRestore();
  }
}

describe('getControlByLabel answers as getByLabelText', () => {
  it('on every label of the create and edit pages (exact and partial texts: one, several, none)', async () => {
    await renderApp('/trail/new');
    await screen.findByRole('form', { name: 'Create trail' });
    const created = patternsOfPage();
    expect(created.length).toBeGreaterThan(20);
    expectSameAsTestingLibrary([...created, /^No such label$/, 'No such label']);
  });

  it('on the edit page', async () => {
    await renderApp(`/trail/edit/${editableTrail().id}`);
    await screen.findByRole('form', { name: 'Edit trail' });
    expectSameAsTestingLibrary(patternsOfPage());
  });

  it('on the trail list (its filters, and the country button named by two ids)', async () => {
    await renderApp('/trails');
    await screen.findByRole('table', { name: t('trails.tableLabel') });
    expectSameAsTestingLibrary(patternsOfPage());
  });

  it('on crafted cases: nested controls, several labels, aria-labelledby over a label (and over a label wrapping its control), an empty aria-labelledby, a label without a control', () => {
    render(
      <div>
        <label>
          Nested <input />
        </label>
        <label htmlFor="two">First</label>
        <label htmlFor="two">Second</label>
        <label htmlFor="two">Third</label>
        <input id="two" />
        <span id="named-by">Named by span</span>
        <label htmlFor="over">Label under aria</label>
        <input id="over" aria-labelledby="named-by" />
        <span id="a">Part A</span>
        <span id="b">Part B</span>
        <input aria-labelledby="a b" />
        <label htmlFor="nothing">Orphan</label>
        <label htmlFor="hid">Hidden input</label>
        <input type="hidden" id="hid" />
        <label htmlFor="plain">Not labelable</label>
        <div id="plain" />
        <label htmlFor="">
          Empty for <input />
        </label>
        <label>
          Hidden then shown <input type="hidden" /> <input />
        </label>
        <label htmlFor="target">
          Pointing <input />
        </label>
        <input id="target" />
        <button type="button" aria-label="Only aria">
          x
        </button>
        <button type="button" aria-label="First Third">
          y
        </button>
        <button type="button" aria-label="Part A">
          z
        </button>
        <button type="button" aria-label="Label under aria">
          w
        </button>
        <label>
          Same <select />
        </label>
        <label>
          Same <textarea />
        </label>
        <span id="other">Other name</span>
        <label>
          Wrapped <input aria-labelledby="other" />
        </label>
        <label htmlFor="named-over">
          Pointing over <input />
        </label>
        <input id="named-over" aria-labelledby="other" />
        <label htmlFor="unnamed">
          Pointing past <input aria-labelledby="other" />
        </label>
        <input id="unnamed" />
        <label htmlFor="empty-by">Empty labelledby</label>
        <input id="empty-by" aria-labelledby="" />
        <input aria-labelledby="" />
        <input aria-labelledby="no-such-id" />
      </div>,
    );
    expectSameAsTestingLibrary(
      [
        'Nested',
        'First',
        'Second',
        'First Second Third',
        'First Third',
        'Second Third',
        'First Second',
        'Named by span',
        'Label under aria',
        'Part A',
        'Part B',
        'Part A Part B',
        'Orphan',
        'Only aria',
        'Pointing',
        'Hidden input',
        'Not labelable',
        'Empty for',
        'Hidden then shown',
        'Same',
        'Other name',
        'Wrapped',
        'Pointing over',
        'Pointing past',
        'Empty labelledby',
      ]
        .flatMap((text) => [text, new RegExp(`^${escapeRegExp(text)}$`)])
        // No text at all: the control with an empty aria-labelledby and no label, and the one
        // whose aria-labelledby names nothing.
        .concat(/^$/),
    );
  });
});
