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
 * The axe rules the gate runs: axe's default set (enabled, neither experimental nor deprecated)
 * less the rules that can never fail the gate here. Measured on the signed-in /locations page,
 * this takes about 55 % of the CPU of axe's default run.
 *
 * - Rules whose impact is minor or moderate. In axe-core 4 every rule declares its impact and
 *   a violation's impact is that impact, whatever its checks say (axe's `finalizeRuleResult`
 *   sets each check's impact to the rule's): the landmark-* and region rules, heading-order,
 *   page-has-heading-one, empty-heading, empty-table-header, aria-allowed-role,
 *   aria-deprecated-role, form-field-multiple-labels, html-xml-lang-mismatch,
 *   image-redundant-alt, meta-viewport(-large), no-autoplay-audio, presentation-role-conflict,
 *   scope-attr-valid, server-side-image-map, skip-link, table-duplicate-name. The filter
 *   below reads the impacts from axe itself, so an axe upgrade that raises one brings it back.
 * - Rules that only ever ask for review: axe turns a failure of a rule marked `reviewOnFail`
 *   into "incomplete", never a violation (aria-braille-equivalent, bypass, duplicate-id-aria,
 *   frame-title-unique). Also read from axe itself.
 * - Rules that need what jsdom does not have (NEEDS_A_BROWSER, each with its reason); they
 *   can only end "inapplicable" or "incomplete" here, never "violation". `npm run a11y` runs
 *   all of them in a browser.
 */
const NEEDS_A_BROWSER: Readonly<Record<string, string>> = {
  'aria-hidden-focus':
    'its focusable-modal-open check calls document.elementFromPoint, which jsdom lacks: every element it applies to ends incomplete (error-occurred)',
  'color-contrast': 'reads rendered colours, and jsdom renders nothing (no stylesheets, css: false)',
  'label-content-name-mismatch':
    "measures each text's glyphs on a canvas (icon ligatures); jsdom has none, so it ends incomplete (expectLabelInName compares instead)",
  'link-in-text-block': "matches links by their innerText, which jsdom does not implement: it never applies",
  'scrollable-region-focusable':
    'applies to an element whose content overflows it (scrollHeight > clientHeight); jsdom lays nothing out, every size is 0',
};

/** axe's own rule records: the public `getRules()` leaves out the impact. */
interface AuditRule {
  id: string;
  enabled: boolean;
  tags: string[];
  impact?: string;
  reviewOnFail?: boolean;
}

const GATE_RULES: string[] = (() => {
  const rules = (axe as unknown as { _audit?: { rules?: AuditRule[] } })._audit?.rules;
  if (!rules?.length) throw new Error('axe-core no longer exposes its rules (_audit.rules): review tests/axe.ts');
  const ids = rules
    .filter((rule) => rule.enabled && !rule.tags.some((tag) => tag === 'experimental' || tag === 'deprecated'))
    // A rule without a declared impact takes its checks' worst: it stays.
    .filter((rule) => rule.impact === undefined || rule.impact === 'serious' || rule.impact === 'critical')
    .filter((rule) => !rule.reviewOnFail)
    .filter((rule) => !(rule.id in NEEDS_A_BROWSER))
    .map((rule) => rule.id);
  for (const id of Object.keys(NEEDS_A_BROWSER))
    if (!rules.some((rule) => rule.id === id)) throw new Error(`axe-core has no rule ${id}: review tests/axe.ts`);
  return ids;
})();

/**
 * Runs `work` with `window.getComputedStyle` answering each (element, pseudo-element) once.
 *
 * axe keeps one style per element for most reads, but its on-screen checks (`isOffscreen`) ask
 * again for the element and for `<body>` on every call, and each such call makes jsdom copy
 * its cached declaration property by property (jsdom 29 `getComputedStyleDeclaration`): on the
 * English /users page one axe run asked 4309 times for 1439 elements. The page does not change
 * while axe runs, so the first answer stands; should anything change it (a mutation seen by
 * the observer, checked synchronously on every call), the held answers are dropped, so what
 * axe reads is what jsdom would have answered. The original is back in `finally`. The function it holds answers of is whatever is installed: in tests, tests/support/computed-style.ts's, whose answers for
 * what axe reads (display, visibility, opacity, position, overflow...) skip jsdom's cascade.
 */
export async function withComputedStylesHeld<T>(work: () => Promise<T>): Promise<T> {
  const original = window.getComputedStyle;
  // A change made before one of axe's awaits reaches the callback (records delivered to it
  // are no longer in takeRecords); one made since the last await is still queued.
  let changed = false;
  const changes = new MutationObserver(() => {
    changed = true;
  });
  changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  let held = new WeakMap<Element, Map<string, CSSStyleDeclaration>>();
  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (changes.takeRecords().length || changed) {
      held = new WeakMap();
      changed = false;
    }
    let byPseudo = held.get(element);
    if (!byPseudo) held.set(element, (byPseudo = new Map()));
    const key = pseudoElement ?? '';
    let style = byPseudo.get(key);
    if (!style) byPseudo.set(key, (style = original.call(window, element, pseudoElement)));
    return style;
  };
  try {
    return await work();
  } finally {
    window.getComputedStyle = original;
    changes.disconnect();
  }
}

/**
 * The gate rule whose verdict turns on an element the opened part may not contain:
 * `aria-hidden` on `<body>`, which `watchOpening` leaves out (see there). Every other gate rule
 * judges an element by itself, its subtree, its ancestors and what it names by id. (Of the
 * rules that look further, duplicate-id-aria only ever asks for review and aria-hidden-focus
 * needs a browser: see GATE_RULES.)
 */
const PAGE_WIDE_RULES = ['aria-hidden-body'];
for (const id of PAGE_WIDE_RULES)
  if (!GATE_RULES.includes(id)) throw new Error(`the gate no longer runs ${id}: review tests/axe.ts`);

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
 * (`expectNoSeriousA11yViolations`), for less CPU than checking the page again (a probe, the
 * details dialog over the English /users, three times in a row: 0.41, 0.36, 0.35 s against
 * 1.80, 0.67, 0.59 s):
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
 * The rules that look at the whole document are left out of the gate (landmarks, headings,
 * skip links: GATE_RULES) or look at `<html>` and `<head>` (language, title), which an opening
 * does not change. A test that uses this says which test checks its page whole.
 */
export async function expectNoSeriousA11yViolationsInOpened(opening: Opening) {
  const changed = opening.changed();
  // Nothing to check but the page-wide rules when only <body> changed.
  const opened = changed.length ? await violationsOf({ include: changed }, GATE_RULES) : [];
  const pageWide = await violationsOf(document.body, PAGE_WIDE_RULES);
  expectNoSerious([...opened, ...pageWide]);
  expectTextsChecked(document.body);
}

/** axe's violations of `rules` in `context`, with computed styles held while it runs. */
async function violationsOf(context: axe.ElementContext, rules: string[]): Promise<axe.Result[]> {
  const result = await withComputedStylesHeld(() =>
    axe.run(context, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] }),
  );
  return result.violations;
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
 * it. jsdom has no layout, so rules that need rendering are off here (GATE_RULES above).
 */
export async function expectNoSeriousA11yViolations(root: Element = document.body) {
  expectNoSerious(await violationsOf(root, GATE_RULES));
  expectTextsChecked(root);
}
