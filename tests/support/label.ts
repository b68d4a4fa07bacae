/**
 * The form control a label names, as Testing Library's `getByLabelText` finds it, at a fraction
 * of its cost on a large page.
 *
 * `getByLabelText` visits every element of the page and asks each for its `labels`; jsdom
 * answers that by walking the whole document and asking every label for its `control`, and a
 * label with `for` walks the document again to find that id. On the trail editor (a whole app
 * page) one call cost 20 to 60 ms, and the editor tests call it hundreds of times (a tenth of
 * their CPU). Here each label's control comes from the document's id index, and the texts are matched by
 * Testing Library's rules (label-helpers.js and queries/label-text.js of @testing-library/dom):
 * a control's labels, or the elements its non-empty `aria-labelledby` names (instead of its
 * labels), their joined texts, each one, and with more than two each set without one; the
 * first control inside a matching label, when the label's control has no (or an empty)
 * `aria-labelledby`; an `aria-label`. Exactly one element found is the one `getByLabelText`
 * returns; in every other case (nothing, several) the answer, and the error, is
 * `getByLabelText`'s own. tests/support/label.test.tsx compares the two on every label of the
 * editor's pages and on crafted cases.
 */
import { screen } from '@testing-library/react';

const LABELLABLE_CONTENT = new Set([
  'BUTTON',
  'METER',
  'OUTPUT',
  'PROGRESS',
  'SELECT',
  'TEXTAREA',
  'INPUT',
]);

/** A label's text without the text of the controls inside it (Testing Library's `getLabelContent`). */
function labelText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node instanceof Element && LABELLABLE_CONTENT.has(node.tagName)) return '';
  return Array.from(node.childNodes, labelText).join('');
}

/** The text of an element an `aria-labelledby` points to, as Testing Library reads it. */
function labellingText(el: Element): string {
  if (el.tagName === 'LABEL') return labelText(el);
  return (el as HTMLInputElement).value || (el.textContent ?? '');
}

/** Testing Library's default normalizer: trimmed, runs of whitespace as one space. */
const normalize = (text: string) => text.trim().replace(/\s+/g, ' ');

/** Testing Library's exact match: the whole normalized text, or the pattern in it. */
const matches = (pattern: string | RegExp, text: string) => {
  if (typeof pattern === 'string') return normalize(text) === pattern;
  pattern.lastIndex = 0;
  return pattern.test(normalize(text));
};

/** Testing Library's match of an element by the texts of its labels (queries/label-text.js). */
function matchesLabels(pattern: string | RegExp, texts: string[]): boolean {
  const values = texts.filter(Boolean);
  if (matches(pattern, values.join(' '))) return true;
  if (values.length < 2) return false;
  return values.some(
    (value, i) =>
      matches(pattern, value) ||
      (values.length > 2 && matches(pattern, values.filter((_, j) => j !== i).join(' '))),
  );
}

const FORM_CONTROLS = 'button, input, meter, output, progress, select, textarea';
const LABELABLE = 'button, meter, output, progress, select, textarea, input:not([type="hidden" i])';

/**
 * A label's `control` as the HTML standard defines it (jsdom's getter walks the whole document
 * to find the `for` id; the document's id index answers the same): the labelable element with
 * that id, or without `for` the first labelable element inside the label.
 */
function controlOf(label: HTMLLabelElement): HTMLElement | null {
  const id = label.getAttribute('for');
  if (id === null) return label.querySelector<HTMLElement>(LABELABLE);
  const target = id ? document.getElementById(id) : null;
  return target?.matches(LABELABLE) ? target : null;
}

/** `screen.getByLabelText(pattern)`, the same element or the same error. */
export function getControlByLabel(pattern: string | RegExp): HTMLElement {
  const container = document.body;
  const found = new Set<HTMLElement>();
  const textsOf = new Map<HTMLElement, string[]>();
  for (const label of container.querySelectorAll('label')) {
    const control = controlOf(label);
    if (!control || !container.contains(control)) continue;
    const content = labelText(label);
    // Testing Library reads a control's labels (and the control inside each) only when the
    // control has no aria-labelledby, or an empty one; otherwise only the texts it names.
    if (!control.getAttribute('aria-labelledby') && matches(pattern, content)) {
      const inside = label.querySelector<HTMLElement>(FORM_CONTROLS);
      if (inside) found.add(inside);
    }
    const texts = textsOf.get(control);
    if (texts) texts.push(content);
    else textsOf.set(control, [content]);
  }
  // A control named by aria-labelledby is matched by those texts instead of its labels'.
  // An empty one leaves the control's labels (or, without any, no text: still a candidate).
  for (const el of container.querySelectorAll<HTMLElement>('[aria-labelledby]')) {
    const labelledBy = el.getAttribute('aria-labelledby') ?? '';
    if (!labelledBy) {
      if (!textsOf.has(el)) textsOf.set(el, []);
      continue;
    }
    const ids = labelledBy.split(' ');
    textsOf.set(
      el,
      ids.map((id) => {
        const target = id ? document.getElementById(id) : null;
        return target && container.contains(target) ? labellingText(target) : '';
      }),
    );
  }
  for (const [el, texts] of textsOf) if (matchesLabels(pattern, texts)) found.add(el);
  for (const el of container.querySelectorAll<HTMLElement>('[aria-label]')) {
    if (matches(pattern, el.getAttribute('aria-label') ?? '')) found.add(el);
  }
  if (found.size === 1) return [...found][0]!;
  return screen.getByLabelText(pattern);
}
