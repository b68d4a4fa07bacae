import axe from 'axe-core';
import { expect, onTestFinished } from 'vitest';
import ar from '@/i18n/locales/ar.json';
import en from '@/i18n/locales/en.json';

/** The English texts of the catalogue (without placeholders) whose Arabic differs. */
const ENGLISH_TEXTS = new Set(
  Object.entries(en)
    .filter(([key, text]) => ar[key as keyof typeof ar] !== text && !/[{}]/.test(text))
    .map(([, text]) => text),
);

/**
 * An Arabic page shows no English text of the panel: one left untranslated would also be
 * read with the page's Arabic voice (WCAG 3.1.2, language of parts). Compared with whole
 * texts (an element's own text, an attribute a person sees or hears), so data that merely
 * contains the same words ("Review text 3") is not taken for a label.
 */
export function expectNoEnglishLeft(root: Element = document.body) {
  const found = new Set<string>();
  for (const el of [root, ...root.querySelectorAll('*')]) {
    const own = Array.from(el.childNodes)
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent ?? '')
      .join('')
      .trim();
    for (const text of [
      own,
      ...['aria-label', 'title', 'placeholder', 'alt'].map((a) => el.getAttribute(a)?.trim() ?? ''),
    ]) {
      if (text && ENGLISH_TEXTS.has(text)) found.add(text);
    }
  }
  expect([...found]).toEqual([]);
}

/** Controls whose name would otherwise come from their content, named by `aria-label`. */
const NAMED_FROM_CONTENT = [
  'button',
  'a',
  ...['button', 'link', 'menuitem', 'tab', 'checkbox', 'radio', 'switch', 'option'].map(
    (r) => `[role="${r}"]`,
  ),
]
  .map((sel) => `${sel}[aria-label]`)
  .join(', ');

/**
 * A text as axe-core's Label in Name rule compares it: lower case, without parentheticals
 * ("(2)" counts for nothing), in words of letters and digits.
 */
const words = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\([^()]*\)/g, ' ')
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

const containsRun = (haystack: string[], needle: string[]) =>
  haystack.some((_, i) => needle.every((word, j) => haystack[i + j] === word));

/**
 * Label in Name (WCAG 2.5.3): a control named by `aria-label` has its visible words, in
 * order, in that name, so a person who says what they see ("click 2") reaches it. axe-core's
 * rule for it (label-content-name-mismatch) needs a canvas, so in jsdom it never reports a
 * violation; `npm run a11y` runs it in a browser, and this compares as that rule does.
 */
export function expectLabelInName(root: Element = document.body) {
  const mismatches: string[] = [];
  for (const el of root.querySelectorAll(NAMED_FROM_CONTENT)) {
    const shown = el.cloneNode(true) as Element;
    for (const hidden of shown.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    const visible = words(shown.textContent ?? '');
    const name = el.getAttribute('aria-label') ?? '';
    if (visible.length && !containsRun(words(name), visible))
      mismatches.push(`"${name}" does not contain "${visible.join(' ')}"`);
  }
  expect(mismatches).toEqual([]);
}

/**
 * axe's rules that need what jsdom does not have, each with its reason: here they could only
 * end "inapplicable" or "incomplete", never "violation", so the gate turns them off.
 * `npm run a11y` runs all of them in a browser.
 */
const NEEDS_A_BROWSER: Readonly<Record<string, string>> = {
  'aria-hidden-focus':
    'its focusable-modal-open check calls document.elementFromPoint, which jsdom lacks: every element it applies to ends incomplete (error-occurred)',
  'color-contrast': 'reads rendered colours, and jsdom renders nothing (no stylesheets, css: false)',
  'label-content-name-mismatch':
    "measures each text's glyphs on a canvas (icon ligatures); jsdom has none, so it ends incomplete (expectLabelInName compares instead)",
  'link-in-text-block': 'matches links by their innerText, which jsdom does not implement: it never applies',
  'scrollable-region-focusable':
    'applies to an element whose content overflows it (scrollHeight > clientHeight); jsdom lays nothing out, every size is 0',
};

for (const id of Object.keys(NEEDS_A_BROWSER))
  if (!axe.getRules().some((rule) => rule.ruleId === id)) throw new Error(`axe-core has no rule ${id}: review tests/axe.ts`);

/** axe's default rules, less those that need a browser. */
const GATE_OPTIONS: axe.RunOptions = {
  rules: Object.fromEntries(Object.keys(NEEDS_A_BROWSER).map((id) => [id, { enabled: false }])),
  resultTypes: ['violations'],
};

/**
 * The gate rule whose verdict turns on an element the opened part may not contain:
 * `aria-hidden` on `<body>`, which `watchOpening` leaves out (see there). Every other gate rule
 * judges an element by itself, its subtree, its ancestors and what it names by id. (Of the
 * rules that look further, duplicate-id-aria only ever asks for review and aria-hidden-focus
 * needs a browser: see NEEDS_A_BROWSER.)
 */
const PAGE_WIDE_RULES = ['aria-hidden-body'];

/** The attributes by which an element names others by id (its name, description, label...). */
const IDREF_ATTRIBUTES = [
  'aria-labelledby',
  'aria-describedby',
  'aria-controls',
  'aria-owns',
  'aria-activedescendant',
  'aria-details',
  'aria-errormessage',
  'aria-flowto',
  'for',
  'headers',
];

/** Elements judged by their content (see `changed()`): the nearest one around a changed element is checked too. */
const CONTENT_JUDGED =
  'a, button, label, summary, legend, caption, li, ul, ol, dl, tr, thead, tbody, table, select, fieldset, [role]';

/** What changed on the page since `watchOpening()`: read by `expectNoSeriousA11yViolationsInOpened`. */
export interface Opening {
  /**
   * The topmost connected elements that were added, or whose attributes, text or children
   * changed, since the watch began, with every element that names one of them (or one
   * no longer there) by id.
   */
  changed(): Element[];
}

/**
 * Starts noting every change to the page, before a test opens a dialog or a menu over a page
 * that passed the whole gate (in another test of the same file and language, or earlier in
 * the same test). Each read covers everything since the start, so a second dialog opened
 * after the first closed is checked with what the first left behind. Stops when the test ends.
 */
export function watchOpening(): Opening {
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((batch) => records.push(...batch));
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  onTestFinished(() => observer.disconnect());
  return {
    changed() {
      records.push(...observer.takeRecords());
      if (!records.length) throw new Error('nothing changed on the page since watchOpening()');
      const touched = new Set<Element>();
      const note = (node: Node | null) => {
        const element = node instanceof Element ? node : node?.parentElement;
        if (element?.isConnected) touched.add(element);
      };
      for (const record of records) {
        note(record.target);
        record.addedNodes.forEach(note);
      }
      // <html>, <head> and <body> themselves are left to the page-wide rules (aria-hidden-body),
      // else one attribute on <body> (a modal's scroll lock) would bring back the whole page.
      const page: Element[] = [document.documentElement, document.head, document.body];
      const changed = [...touched].filter((el) => !page.includes(el) && !document.head.contains(el));
      // The nearest element whose verdict turns on a changed one's content: a button or link
      // named by a child's text (button-name, link-name), a list or a role that requires its
      // children (list, aria-required-children), a row or table and its cells.
      for (const el of [...changed]) {
        const container = el.parentElement?.closest(CONTENT_JUDGED);
        if (container && !page.includes(container)) changed.push(container);
      }
      // An element that did not change but names by id one that did, or one now gone.
      const selector = IDREF_ATTRIBUTES.map((a) => `[${a}]`).join(', ');
      for (const referrer of document.body.querySelectorAll(selector)) {
        const ids = IDREF_ATTRIBUTES.flatMap((a) => referrer.getAttribute(a)?.split(/\s+/).filter(Boolean) ?? []);
        const targets = ids.map((id) => document.getElementById(id));
        if (targets.some((target) => !target || changed.some((el) => el.contains(target)))) changed.push(referrer);
      }
      return changed.filter((el) => !changed.some((other) => other !== el && other.contains(el)));
    },
  };
}

/**
 * The gate for what a test opened (a dialog, a menu, a confirmation) over a page that another
 * test of the same file and language already passed through the whole gate
 * (`expectNoSeriousA11yViolations`), for a fraction of the cost of checking the page again:
 *
 * - every gate rule on what the opening changed (`watchOpening`): the dialog or menu, the
 *   control that opened it (its aria-expanded and aria-controls), any other element whose
 *   attributes, text or children changed meanwhile, and every element that names one of them
 *   (or a removed one) by id, such as a button labelled by a text that changed;
 * - PAGE_WIDE_RULES on the whole document: `aria-hidden` put on `<body>`;
 * - Label in Name and, in Arabic, the English left, on the whole document (they are cheap).
 *
 * For every other rule an element's verdict turns only on the element, its subtree, its
 * ancestors (a changed ancestor is checked with its whole subtree) and what it names by id,
 * so an element outside all of that keeps the verdict it had when the page passed the gate;
 * an unchanged element whose verdict turns on a changed descendant (a button named by a
 * child's text, a list by its items) is the nearest CONTENT_JUDGED around it, checked too.
 * The rules that look at the whole document either report only minor or moderate violations,
 * which the gate does not fail on (landmarks, headings, skip links), or look at `<html>` and
 * `<head>` (language, title), which an opening does not change. A test that uses this says
 * which test checks its page whole.
 */
export async function expectNoSeriousA11yViolationsInOpened(opening: Opening) {
  const changed = opening.changed();
  // Nothing to check but the page-wide rules when only <body> changed.
  const opened = changed.length ? await violationsOf({ include: changed }) : [];
  const pageWide = await violationsOf(document.body, PAGE_WIDE_RULES);
  expectNoSerious([...opened, ...pageWide]);
  expectTextsChecked(document.body);
}

/** axe's violations in `context`: of the gate's rules, or of `only` these. */
async function violationsOf(context: axe.ElementContext, only?: string[]): Promise<axe.Result[]> {
  const options: axe.RunOptions = only ? { runOnly: { type: 'rule', values: only }, resultTypes: ['violations'] } : GATE_OPTIONS;
  return (await axe.run(context, options)).violations;
}

/** Fails with each serious or critical violation and the elements it was found on. */
function expectNoSerious(violations: axe.Result[]) {
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(report).toEqual([]);
}

/** The gate's own text checks: Label in Name, and in Arabic no English of the panel left. */
function expectTextsChecked(root: Element) {
  expectLabelInName(root);
  if (document.documentElement.lang === 'ar') expectNoEnglishLeft(root);
}

/**
 * The accessibility gate: no serious or critical axe violations in what is on screen, every
 * control's visible text in its name, and, in Arabic, no English text of the panel left on
 * it. jsdom has no layout, so rules that need rendering are off here (NEEDS_A_BROWSER above).
 */
export async function expectNoSeriousA11yViolations(root: Element = document.body) {
  expectNoSerious(await violationsOf(root));
  expectTextsChecked(root);
}
