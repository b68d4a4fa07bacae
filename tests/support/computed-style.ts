/**
 * A `window.getComputedStyle` for the jsdom test environment that answers the properties the
 * suite's libraries read most without jsdom's full cascade, with exactly jsdom's values.
 * Installed from tests/setup-dom.ts (`CAIRN_JSDOM_STYLES=1` leaves jsdom's own, for A/B runs).
 *
 * Why: jsdom 29 computes an element's style by matching every rule of its user-agent
 * stylesheet (~115 rules, little prefiltering) and of the page's sheets, building a full
 * declaration, and, for an inherited property, doing the same for every ancestor. It caches
 * that declaration until the next DOM change, so in a test the first read of each element
 * pays 0.3-0.5 ms. The readers: dom-accessibility-api's `isHidden` (display, visibility) in
 * every `*ByRole({ name })` query, Testing Library's `isInaccessible` (the same two),
 * user-event's pointer-events check (up the ancestors), and axe, which reads HOT_PROPERTIES
 * below of each element it judges (through tests/axe.ts's `withComputedStylesHeld`, which
 * wraps whatever `window.getComputedStyle` is installed, so it holds these stand-ins). On a
 * full run that cascade was ~22 % of the app workers' CPU.
 *
 * What it returns: a lazy stand-in for jsdom's declaration (a Proxy whose prototype is
 * jsdom's, so `instanceof CSSStyleDeclaration` holds). For a HOT property, `getPropertyValue`
 * and the getters (`display`, `pointerEvents`, `'pointer-events'`...) answer from
 * `hotValue()` below. Every other property, method, index or key is read from jsdom's own
 * declaration, made by jsdom's original `getComputedStyle` on first need (methods are bound
 * to it: jsdom brand-checks `this`). Once anything is written to the stand-in it forwards
 * every read to jsdom's declaration.
 *
 * Live, not a snapshot: every read answers for the page as it is at that read, as a browser's
 * computed style does (jsdom's own is a copy taken at the call, with inherited values resolved
 * at the first read). The two differ only for code that keeps a style across a change of the
 * page and reads it again; the readers above ask and read at once.
 *
 * Exactness. `hotValue(el, p)` is jsdom's algorithm (jsdom/lib/jsdom/living/css/helpers/
 * computed-style.js and CSSStyleDeclaration-impl.js, 29.1.1) restricted to one property:
 * - the same rules in the same order: jsdom's own default-stylesheet.css, read from jsdom's
 *   package at runtime and parsed by jsdom's parser (a constructed CSSStyleSheet), then
 *   `document.styleSheets` in order; in each sheet the top-level style rules, the style rules
 *   directly inside an @media rule or an @import whose media list jsdom's evaluateMediaList
 *   accepts (empty, "all" or "screen"), nothing else (no nesting, @supports or @layer);
 * - only the rules whose declaration has `p` take part: jsdom sets each property of a
 *   matched rule on its own, so the others never change p's outcome (no HOT property is set
 *   through a shorthand jsdom expands: checked when this module loads, from jsdom's own list);
 * - a rule matches as jsdom's `domSelector.check` does (`Element.matches`, the same engine;
 *   a selector with a pseudo-element never matches, an invalid one neither);
 * - the cascade of jsdom's `handleProperty`: `!important` always replaces; a normal value
 *   replaces when no important one is set and its specificity is >= the last normal one's,
 *   the specificity of a rule being the highest of its selector list's (jsdom's own
 *   @bramus/specificity, resolved from jsdom's package: no dependency of ours to keep in
 *   step); then the inline style replaces when the cascade's value is not important or the
 *   inline one is. Each value is parsed again as jsdom's `setProperty` does (`reparse`);
 * - jsdom's resolution of the value: empty, `inherit`, `initial`, `unset` (and its literal
 *   handling of `revert`), with jsdom's initial values, inheritance and shorthand flags read
 *   from jsdom's own property definitions; an inherited value is the parent's resolved value,
 *   as jsdom's `getInheritedPropertyValue` reads it. For these non-colour properties jsdom's
 *   last step (`#resolveLonghand`, `#resolveShorthand` for overflow) returns the value as is.
 * tests/a11y/computed-style.test.tsx compares every element of several screens, crafted
 * cases and pages after each kind of change with jsdom's original, property by property.
 *
 * Memo: each element's HOT values are kept until the next change of the document (a
 * MutationObserver on the whole document, whose pending records are taken synchronously on
 * every call and read; it stops recording after the first change until the next call) or
 * of its style sheets (the number of sheets; every CSSOM method that changes a rule list,
 * wrapped to count a version).
 * An element outside the document is jsdom's alone (the call, and any read of a stand-in
 * whose element has left): jsdom keeps such an element's declaration even after the element
 * changes, and no observer sees its tree. A CSSOM edit of a rule itself (its declaration:
 * `rule.style.setProperty`, `removeProperty`, `cssText` or a property setter; its
 * `selectorText`; an @media rule's media list) changes no rule list and no DOM: jsdom sees it
 * at its next DOM change, and this module does not see it exactly. Its rule index (which rules
 * declare each HOT property, their selectors and media) is rebuilt only when the sheets or a
 * rule list change; a new value of a HOT property the rule already declared is read at the
 * next memo reset, but a HOT property added to or removed from a rule, a new selector or
 * media list is not. Nothing in the panel edits a rule through the CSSOM. Rules are
 * prefiltered by the tag, id and class of each selector's subject, as jsdom's
 * `ruleMightMatchElement` does, before `Element.matches`. A HOT property declared by a rule
 * whose selector uses a state pseudo-class (:focus, :checked...) is not kept, since a state
 * change is no DOM change.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { jsdomLib, jsdomMain, requireJsdom } from './jsdom-internals';

/**
 * The properties answered here (CSS names): what dom-accessibility-api, Testing Library and
 * user-event read (display, visibility, pointer-events), what axe reads of every element it
 * judges (content-visibility to direction), and what floating-ui (@floating-ui/utils 0.2's
 * `isOverflowElement` and `isContainingBlock`, up the ancestors of every menu, popover and
 * tooltip it places) reads (overflow-x to contain). None is a colour, none is a longhand of a
 * shorthand jsdom expands (checked below): jsdom 29 keeps `overflow` apart from overflow-x
 * and overflow-y (`overflow: hidden` leaves overflowX 'visible'), and so does this module.
 * Not answered here: the margins react-remove-scroll-bar reads of <body> (set through the
 * `margin` shorthand, which jsdom expands into the declaration with its own specificity).
 */
export const HOT_PROPERTIES = [
  'display',
  'visibility',
  'pointer-events',
  'content-visibility',
  'opacity',
  'position',
  'overflow',
  'clip',
  'clip-path',
  'width',
  'height',
  'direction',
  'overflow-x',
  'overflow-y',
  'transform',
  'translate',
  'scale',
  'rotate',
  'perspective',
  'backdrop-filter',
  'filter',
  'will-change',
  'contain',
] as const;
const HOT = HOT_PROPERTIES;
type Hot = (typeof HOT)[number];
/** A CSS property's name as its declaration getter spells it (`pointer-events`: `pointerEvents`). */
export const camelCase = (p: string) => p.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
/** The getters that read a HOT property: its camelCase name and its CSS name. */
const GETTERS: ReadonlyMap<string, Hot> = new Map<string, Hot>(
  HOT.flatMap((p) => [[camelCase(p), p] as const, [p, p] as const]),
);
const HOT_NAMES: ReadonlySet<string> = new Set(HOT);
const isHot = (name: unknown): name is Hot => typeof name === 'string' && HOT_NAMES.has(name);

type SpecificityValue = { a: number; b: number; c: number };
/**
 * jsdom's own @bramus/specificity, resolved from jsdom's package (the copy and version jsdom
 * cascades with, with no dependency of ours to keep in step), used as jsdom uses it.
 */
const Specificity = (
  createRequire(jsdomMain)('@bramus/specificity') as {
    default: {
      calculate(selector: string): object[];
      max(...specificities: object[]): { value: SpecificityValue };
      compare(a: SpecificityValue, b: SpecificityValue): number;
    };
  }
).default;
/** jsdom's own property definitions (initial value, inherited or not). */
const definitions = requireJsdom<
  ReadonlyMap<string, { initial?: string; inherited?: string; longhands?: unknown }>
>('generated/css-property-definitions.js');
const DEFINITION = Object.fromEntries(
  HOT.map((p) => {
    const def = definitions.get(p);
    if (!def)
      throw new Error(`jsdom no longer defines ${p}: review tests/support/computed-style.ts`);
    return [
      p,
      {
        initial: def.initial ?? '',
        inherit: def.inherited === 'yes',
        shorthand: Boolean(def.longhands),
      },
    ];
  }),
) as Record<Hot, { initial: string; inherit: boolean; shorthand: boolean }>;
/**
 * jsdom's shorthands that set their longhands (margin, padding, border..., flex, font,
 * background): a matched rule with one of them sets a longhand in the declaration under the
 * shorthand's own specificity, which the cascade below does not follow. None may be HOT.
 */
const expanded = requireJsdom<{
  shorthandProperties: ReadonlyMap<string, { shorthandFor: ReadonlyMap<string, unknown> }>;
}>('jsdom/living/css/helpers/shorthand-properties.js');
for (const [shorthand, { shorthandFor }] of expanded.shorthandProperties)
  for (const p of HOT)
    if (shorthandFor.has(p))
      throw new Error(
        `jsdom sets ${p} through ${shorthand}: review HOT_PROPERTIES in tests/support/computed-style.ts`,
      );
const UA_STYLESHEET = readFileSync(`${jsdomLib}/jsdom/browser/default-stylesheet.css`, 'utf8');

const GLOBAL_KEYWORDS = new Set(['initial', 'inherit', 'unset', 'revert', 'revert-layer']);
const isGlobalKeyword = (value: string) => GLOBAL_KEYWORDS.has(value.toLowerCase());
const PSEUDO_ELEMENT = /::|:(?:before|after|first-line|first-letter)\b/i;
/**
 * Pseudo-classes that follow an element's state rather than the DOM (not kept in the memo).
 * Not :popover-open nor :modal, which jsdom 29 never matches (dom-selector: not implemented).
 */
const STATE_PSEUDO_CLASS =
  /:(?:hover|focus|focus-within|focus-visible|active|checked|indeterminate|default|valid|invalid|in-range|out-of-range|user-valid|user-invalid|required|optional|read-only|read-write|placeholder-shown|autofill|enabled|disabled|target|target-within|open|closed|fullscreen|playing|paused|visited|link|any-link|local-link|defined|state)\b/i;

/** jsdom's evaluateMediaList: an empty list, or one naming "all" or "screen"; no features. */
const mediaAccepted = (media: MediaList) => {
  if (media.length === 0) return true;
  for (let i = 0; i < media.length; i += 1) {
    const query = media.item(i);
    if (query === 'all' || query === 'screen') return true;
  }
  return false;
};

/** What the rightmost compound of one selector requires of an element (jsdom's "subjects"). */
interface Subject {
  tag?: string;
  id?: string;
  className?: string;
}

/**
 * The subject of each selector of a list, or null when any element might match (a selector
 * this simple reading does not follow: escapes, namespaces, quoted strings, whose brackets,
 * commas and combinators it would count). A prefilter only, like jsdom's
 * `ruleMightMatchElement`: a rule it lets through is still matched by `Element.matches`.
 */
function subjectsOf(selectorList: string): Subject[] | null {
  if (/[\\|"']/.test(selectorList)) return null;
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selectorList.length; i += 1) {
    const c = selectorList[i];
    if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (c === ',' && depth === 0) {
      selectors.push(selectorList.slice(start, i));
      start = i + 1;
    }
  }
  selectors.push(selectorList.slice(start));
  const subjects: Subject[] = [];
  for (const selector of selectors) {
    // The last compound at depth 0, with what is inside brackets and parentheses left out.
    let compound = '';
    depth = 0;
    for (let i = selector.trim().length - 1, text = selector.trim(); i >= 0; i -= 1) {
      const c = text[i]!;
      if (c === ')' || c === ']') depth += 1;
      else if (c === '(' || c === '[') depth -= 1;
      else if (depth === 0) {
        if (/[\s>+~]/.test(c)) break;
        compound = c + compound;
      }
    }
    const subject: Subject = {};
    const tag = /^[a-zA-Z][\w-]*/.exec(compound)?.[0];
    if (tag) subject.tag = tag.toLowerCase();
    const id = /#([\w-]+)/.exec(compound)?.[1];
    if (id) subject.id = id;
    const className = /\.([\w-]+)/.exec(compound)?.[1];
    if (className) subject.className = className;
    if (!subject.tag && !subject.id && !subject.className) return null;
    subjects.push(subject);
  }
  return subjects;
}

interface IndexedRule {
  selector: string;
  subjects: Subject[] | null;
  style: CSSStyleDeclaration;
  /** The highest specificity of the selector list, as jsdom takes it. */
  specificity: SpecificityValue;
  never: boolean;
}

/**
 * How many times a stand-in fell back to jsdom's full declaration: the differential test
 * reads every HOT property through both names and checks this stays put (the fast path).
 */
export const fallbacks = { count: 0 };

interface Installed {
  original: Window['getComputedStyle'];
}
const INSTALLED = Symbol.for('cairn.computedStyle');

/**
 * Installs the fast `getComputedStyle` on `win` (once per window: a worker's window outlives
 * its test files). Returns jsdom's original, which the differential test compares against.
 */
export function installComputedStyle(
  win: Window & typeof globalThis = window,
): Window['getComputedStyle'] {
  const marked = win as unknown as Record<symbol, Installed | undefined>;
  const already = marked[INSTALLED];
  if (already) return already.original;
  const original = win.getComputedStyle;
  const doc = win.document;

  // ---- the rules, by property -------------------------------------------------------------
  const ua = new win.CSSStyleSheet();
  ua.replaceSync(UA_STYLESHEET);
  const specificityOf = new Map<string, SpecificityValue>();
  const indexRule = (rule: CSSStyleRule): IndexedRule => {
    const selector = rule.selectorText;
    let specificity = specificityOf.get(selector);
    if (!specificity)
      specificityOf.set(
        selector,
        (specificity = Specificity.max(...Specificity.calculate(selector)).value),
      );
    return {
      selector,
      subjects: subjectsOf(selector),
      style: rule.style,
      specificity,
      never: PSEUDO_ELEMENT.test(selector),
    };
  };
  /** The rules jsdom's handleSheet visits, in its order. */
  const rulesOf = (sheet: CSSStyleSheet): IndexedRule[] => {
    const out: IndexedRule[] = [];
    const inner = (list: CSSRuleList) => {
      for (const rule of list) if (rule instanceof win.CSSStyleRule) out.push(indexRule(rule));
    };
    for (const rule of sheet.cssRules) {
      if (rule instanceof win.CSSImportRule) {
        if (rule.styleSheet && mediaAccepted(rule.media)) inner(rule.styleSheet.cssRules);
      } else if (rule instanceof win.CSSMediaRule) {
        if (mediaAccepted(rule.media)) inner(rule.cssRules);
      } else if (rule instanceof win.CSSStyleRule) out.push(indexRule(rule));
    }
    return out;
  };
  const uaRules = rulesOf(ua);

  // A rule list changes through the CSSOM without a DOM change: each method that changes one
  // (as jsdom's clear its style cache) counts a version. The sheet list itself changes with
  // the DOM (a <style> or <link> element), which the observer below sees.
  let cssomVersion = 0;
  const changers: [{ prototype: object } | undefined, string[]][] = [
    [
      win.CSSStyleSheet,
      ['insertRule', 'deleteRule', 'addRule', 'removeRule', 'replace', 'replaceSync'],
    ],
    [
      (win as unknown as Record<string, { prototype: object } | undefined>).CSSGroupingRule,
      ['insertRule', 'deleteRule'],
    ],
  ];
  for (const [ctor, names] of changers) {
    if (!ctor) continue;
    const proto = ctor.prototype as Record<string, unknown>;
    for (const name of names) {
      const method = proto[name];
      if (typeof method !== 'function') continue;
      proto[name] = function (this: unknown, ...args: unknown[]) {
        try {
          return (method as (...a: unknown[]) => unknown).apply(this, args);
        } finally {
          cssomVersion += 1;
        }
      };
    }
  }
  let sheetCount = -1;
  let indexedVersion = -1;
  let indexedSheets: CSSStyleSheet[] = [];
  let byProperty = new Map<Hot, { rules: IndexedRule[]; stateful: boolean }>();
  /** Each HOT property's rules among `rules`, in order (computed once for the UA sheet). */
  const declaring = (rules: IndexedRule[]) =>
    new Map(
      HOT.map((p) => [p, rules.filter((r) => !r.never && r.style.getPropertyValue(p) !== '')]),
    );
  const uaDeclaring = declaring(uaRules);
  /**
   * Each author sheet's rules by property, kept while no rule list changes through the CSSOM
   * (a <style> element's new text makes a new sheet). Mantine's <style> elements (one per
   * Grid, Col and SimpleGrid, dozens on a screen) come and go with its components, so most
   * reindexes find their sheets here. A rule's own declaration changed through `rule.style`
   * is not followed (nor was it before this cache, until some sheet changed): nothing in the
   * panel or its libraries writes one.
   */
  let sheetRules = new WeakMap<CSSStyleSheet, Map<Hot, IndexedRule[]>>();
  let sheetRulesVersion = cssomVersion;
  const declaringIn = (sheet: CSSStyleSheet) => {
    if (sheetRulesVersion !== cssomVersion) {
      sheetRules = new WeakMap();
      sheetRulesVersion = cssomVersion;
    }
    let rules = sheetRules.get(sheet);
    if (!rules) sheetRules.set(sheet, (rules = declaring(rulesOf(sheet))));
    return rules;
  };
  /** After a change: the index again, unless the sheets are the same ones, unchanged. */
  const reindex = () => {
    const sheets = Array.from(doc.styleSheets) as CSSStyleSheet[];
    sheetCount = sheets.length;
    if (
      indexedVersion === cssomVersion &&
      sheets.length === indexedSheets.length &&
      sheets.every((sheet, i) => sheet === indexedSheets[i])
    )
      return;
    indexedVersion = cssomVersion;
    indexedSheets = sheets;
    const author = sheets.map(declaringIn);
    byProperty = new Map(
      HOT.map((p) => {
        const rules = [...uaDeclaring.get(p)!, ...author.flatMap((byHot) => byHot.get(p)!)];
        return [
          p,
          { rules, stateful: rules.some((rule) => STATE_PSEUDO_CLASS.test(rule.selector)) },
        ];
      }),
    );
  };
  const sheetsChanged = () =>
    cssomVersion !== indexedVersion || doc.styleSheets.length !== sheetCount;

  // ---- the memo and what ends it ------------------------------------------------------------
  let memo = new WeakMap<Element, Map<Hot, string>>();
  /** Counts memo resets, so a stand-in knows when its jsdom declaration is stale. */
  let generation = 0;
  let dirty = true;
  const observer = new win.MutationObserver(() => {
    // One change is enough to know: stop recording until the next call looks.
    dirty = true;
    observer.disconnect();
  });
  const OBSERVE: MutationObserverInit = {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  };
  /** Brings the memo up to date with the page; true when it was reset. */
  const sync = () => {
    if (observer.takeRecords().length) dirty = true;
    if (!dirty && !sheetsChanged()) return;
    if (dirty) observer.observe(doc, OBSERVE);
    dirty = false;
    memo = new WeakMap();
    generation += 1;
    reindex();
  };

  // ---- jsdom's cascade and resolution for one property -------------------------------------
  // jsdom's ruleMightMatchElement: id and class compared case-sensitively in every mode (even
  // in quirks mode, where Element.matches would not), the tag in lower case.
  const mightMatch = (el: Element, subjects: Subject[]) => {
    const tag = el.localName.toLowerCase();
    return subjects.some(
      (s) =>
        (!s.tag || s.tag === tag) &&
        (!s.id || s.id === el.id) &&
        (!s.className || el.classList.contains(s.className)),
    );
  };
  const matches = (el: Element, rule: IndexedRule) => {
    if (rule.never) return false;
    if (rule.subjects && !mightMatch(el, rule.subjects)) return false;
    try {
      return el.matches(rule.selector);
    } catch {
      return false; // jsdom's check() is called with noexcept: an invalid selector matches nothing
    }
  };

  // jsdom copies each matched value into its declaration with setProperty, which parses it
  // again: the value it keeps is that parse's (the same parser, on a scratch inline style),
  // and a value the parse refused leaves the one before.
  const scratch = doc.createElement('div').style;
  const parsed = new Map<string, string>();
  const reparse = (p: Hot, value: string) => {
    const key = `${p}:${value}`;
    let out = parsed.get(key);
    if (out === undefined) {
      scratch.removeProperty(p);
      scratch.setProperty(p, value);
      parsed.set(key, (out = scratch.getPropertyValue(p)));
    }
    return out;
  };

  /** The specified value jsdom's declaration would hold for p ('' when none). */
  const cascaded = (el: Element, p: Hot): string => {
    let value = '';
    let important = false;
    let specificity: SpecificityValue | undefined;
    const set = (given: string) => {
      const kept = reparse(p, given);
      if (kept !== '') value = kept;
    };
    for (const rule of byProperty.get(p)?.rules ?? []) {
      if (!matches(el, rule)) continue;
      if (rule.style.getPropertyPriority(p)) {
        important = true;
        set(rule.style.getPropertyValue(p));
      } else if (!important) {
        if (!specificity || Specificity.compare(rule.specificity, specificity) >= 0) {
          specificity = rule.specificity;
          set(rule.style.getPropertyValue(p));
        }
      }
    }
    const inline = (el as HTMLElement).style as CSSStyleDeclaration | undefined;
    const inlineValue = inline?.getPropertyValue(p) ?? '';
    if (inlineValue !== '') {
      const inlineImportant = inline?.getPropertyPriority(p) !== '';
      if (!important || inlineImportant) set(inlineValue);
    }
    return value;
  };

  const hotValue = (el: Element, p: Hot): string => {
    const keep = !byProperty.get(p)?.stateful;
    let values = keep ? memo.get(el) : undefined;
    const kept = values?.get(p);
    if (kept !== undefined) return kept;
    const value = resolve(el, p, cascaded(el, p));
    if (keep) {
      if (!values) memo.set(el, (values = new Map()));
      values.set(p, value);
    }
    return value;
  };

  // jsdom's replaceEmptyValueAndKeywords, getInheritedPropertyValue and replaceGlobalKeywords.
  const resolve = (el: Element, p: Hot, specified: string): string => {
    const { initial, inherit, shorthand } = DEFINITION[p];
    let value = specified;
    if (value === '') {
      if (shorthand) return '';
      if (!inherit || !el.parentElement) return initial;
      value = inherited(el, p, inherit);
    }
    if (isGlobalKeyword(value)) value = replaceGlobal(el, p, value, inherit);
    return value;
  };
  const inherited = (el: Element, p: Hot, inherit: boolean): string => {
    const { initial } = DEFINITION[p];
    let parent = el.parentElement;
    while (parent) {
      const value = hotValue(parent, p);
      if (value) return value;
      if (!parent.parentElement || !inherit) break;
      parent = parent.parentElement;
    }
    return initial;
  };
  const replaceGlobal = (el: Element, p: Hot, keyword: string, inherit: boolean): string => {
    const { initial } = DEFINITION[p];
    let element: Element | null = el;
    let value = keyword;
    while (element) {
      switch (value) {
        case 'initial':
          return initial;
        case 'inherit':
          if (!element.parentElement) return initial;
          value = inherited(element, p, inherit);
          break;
        case 'unset':
          if (!inherit || !element.parentElement) return initial;
          value = inherited(element, p, inherit);
          break;
        case 'revert-layer':
        case 'revert':
          return value;
        default:
      }
      if (!element.parentElement) return initial;
      if (!value) element = element.parentElement;
      else if (isGlobalKeyword(value)) return replaceGlobal(element, p, value, inherit);
      else return value;
    }
    return value;
  };

  // ---- the stand-in declaration -------------------------------------------------------------
  // jsdom 29's computed declarations are CSSStyleProperties (a CSSStyleDeclaration).
  const ctors = win as unknown as Record<string, { prototype: object } | undefined>;
  const proto = (ctors.CSSStyleProperties ?? win.CSSStyleDeclaration).prototype;
  const standIn = (el: Element): CSSStyleDeclaration => {
    let real: CSSStyleDeclaration | undefined;
    let realAt = -1;
    let written = false;
    const bound = new Map<PropertyKey, unknown>();
    /** jsdom's declaration for the page as it is now (made again after a change: live). */
    const jsdoms = () => {
      sync();
      if (!real || realAt !== generation) {
        fallbacks.count += 1;
        real = original.call(win, el);
        realAt = generation;
        bound.clear();
      }
      return real;
    };
    const getPropertyValue = (name: string) => {
      if (!written && isHot(name) && el.isConnected) {
        sync();
        return hotValue(el, name);
      }
      return jsdoms().getPropertyValue(name);
    };
    return new Proxy(Object.create(proto) as CSSStyleDeclaration, {
      get(_target, key) {
        if (!written) {
          if (key === 'getPropertyValue') return getPropertyValue;
          const hot = typeof key === 'string' ? GETTERS.get(key) : undefined;
          if (hot) return getPropertyValue(hot);
        }
        const target = jsdoms();
        const value: unknown = Reflect.get(target, key, target);
        if (typeof value !== 'function' || key === 'constructor') return value;
        let method = bound.get(key);
        if (!method)
          bound.set(key, (method = (value as (...args: unknown[]) => unknown).bind(target)));
        return method;
      },
      set(_target, key, value) {
        written = true;
        const target = jsdoms();
        return Reflect.set(target, key, value, target);
      },
      has: (_target, key) => Reflect.has(jsdoms(), key),
      ownKeys: () => Reflect.ownKeys(jsdoms()),
      getOwnPropertyDescriptor(_target, key) {
        const descriptor = Reflect.getOwnPropertyDescriptor(jsdoms(), key);
        // A proxy may not report a property its (empty) target lacks as non-configurable.
        return descriptor && { ...descriptor, configurable: true };
      },
      defineProperty(_target, key, descriptor) {
        written = true;
        return Reflect.defineProperty(jsdoms(), key, descriptor);
      },
      deleteProperty(_target, key) {
        written = true;
        return Reflect.deleteProperty(jsdoms(), key);
      },
    });
  };

  function getComputedStyle(element: Element, pseudoElement?: string | null): CSSStyleDeclaration {
    // Pseudo-elements, and anything jsdom would refuse, are jsdom's alone.
    if (
      (pseudoElement !== undefined && pseudoElement !== null && String(pseudoElement) !== '') ||
      !(element instanceof win.Element)
    )
      return original.call(win, element, pseudoElement);
    // jsdom keeps a detached element's declaration even after the element changes (only a
    // change in the document clears its cache); no observer sees that tree: jsdom answers.
    if (!element.isConnected) return original.call(win, element);
    // Each read brings the memo up to date (sync): the declaration is live, as jsdom's is.
    return standIn(element);
  }
  marked[INSTALLED] = { original };
  win.getComputedStyle = getComputedStyle as Window['getComputedStyle'];
  return original;
}
