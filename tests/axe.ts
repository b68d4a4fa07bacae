import axe from 'axe-core';
import { expect } from 'vitest';
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
 * rule for it needs layout, so jsdom does not run it; `npm run a11y` does, in a browser, and
 * this compares as that rule does.
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
 * The accessibility gate: no serious or critical axe violations in what is on screen, every
 * control's visible text in its name, and, in Arabic, no English text of the panel left on
 * it. jsdom has no layout, so rules that need rendering (colour contrast) are off here.
 */
export async function expectNoSeriousA11yViolations(root: Element = document.body) {
  const result = await axe.run(root, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  const serious = result.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  const report = serious.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(report).toEqual([]);
  expectLabelInName(root);
  if (document.documentElement.lang === 'ar') expectNoEnglishLeft(root);
}
