/**
 * Browser-side half of `npm run a11y` (scripts/a11y.mjs): installed in every page before the
 * panel's own scripts, it answers the keyboard questions axe does not ask.
 *
 * - `focusInfo()`: what has focus now, where it is, whether focus shows there (an outline,
 *   a ring (box-shadow), a border or a background that changed when focus came) and the
 *   contrast of that change against what is around it (WCAG 2.4.7, and 3:1 as 1.4.11 asks of
 *   a state indicator).
 * - `snapshot()`: remembers how every focusable element looks without focus, which is what
 *   "changed when focus came" compares with.
 * - `markOpener()` / `opener()`: the control a dialog was opened from, to check that focus
 *   returns to it when the dialog closes.
 *
 * The function is serialised by playwright and runs in the page: it must not use anything
 * from its module.
 */
export function installProbe() {
  const FOCUSABLE =
    'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';
  const PROPS = [
    'outlineStyle',
    'outlineWidth',
    'outlineColor',
    'outlineOffset',
    'boxShadow',
    'borderTopColor',
    'backgroundColor',
  ];
  /** @type {WeakMap<Element, Record<string, string>>} */
  let unfocused = new WeakMap();
  /** @type {Element | null} */
  let openerElement = null;

  const styleOf = (el) => {
    const cs = getComputedStyle(el);
    return Object.fromEntries(PROPS.map((p) => [p, cs[p]]));
  };

  /** [r, g, b, a] of a computed colour: rgb(), rgba() or color(srgb ...). */
  function parseColor(value) {
    if (!value || value === 'transparent') return [0, 0, 0, 0];
    let m = /rgba?\(([^)]+)\)/.exec(value);
    if (m) {
      const parts = m[1]
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [parts[0], parts[1], parts[2], parts[3] ?? 1];
    }
    m = /color\(srgb ([^)]+)\)/.exec(value);
    if (m) {
      const parts = m[1]
        .split(/[\s/]+/)
        .filter(Boolean)
        .map(Number);
      return [parts[0] * 255, parts[1] * 255, parts[2] * 255, parts[3] ?? 1];
    }
    return null;
  }

  const blend = (top, under) => {
    const a = top[3];
    return [0, 1, 2].map((i) => top[i] * a + under[i] * (1 - a)).concat(1);
  };

  function luminance([r, g, b]) {
    const lin = (c) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  }

  function contrast(a, b) {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  }

  /** The opaque colour behind an element: its own background and its ancestors', blended. */
  function backgroundBehind(el) {
    const layers = [];
    for (let node = el; node && node.nodeType === 1; node = node.parentElement) {
      const c = parseColor(getComputedStyle(node).backgroundColor);
      if (c && c[3] > 0) {
        layers.push(c);
        if (c[3] >= 1) break;
      }
    }
    return layers.reverse().reduce((under, top) => blend(top, under), [255, 255, 255, 1]);
  }

  function isVisuallyHidden(el) {
    const r = el.getBoundingClientRect();
    const cs = getComputedStyle(el);
    return (
      r.width <= 2 || r.height <= 2 || Number(cs.opacity) === 0 || cs.clipPath.includes('inset(50%')
    );
  }

  /** The first colour of a box-shadow with a spread or blur of at least 1px, or null. */
  function shadowColor(shadow) {
    if (!shadow || shadow === 'none') return null;
    const first = shadow.split(/,(?![^(]*\))/)[0];
    const color = /(rgba?\([^)]*\)|color\([^)]*\))/.exec(first);
    const lengths = first
      .replace(color ? color[0] : '', '')
      .trim()
      .split(/\s+/)
      .map(parseFloat);
    const [, , blur = 0, spread = 0] = lengths;
    if (spread < 1 && blur < 1) return null;
    return color ? parseColor(color[0]) : null;
  }

  /** How focus shows on `el` (or, for a visually hidden input, on what stands for it). */
  function indicator(el) {
    // The element itself; what stands for a visually hidden input (the next sibling, the
    // label); and the two boxes around it, which may show focus with :focus-within (a
    // password field's input sits inside the bordered box).
    const candidates = [el];
    if (isVisuallyHidden(el)) {
      if (el.nextElementSibling) candidates.push(el.nextElementSibling);
      const label = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null;
      if (label) candidates.push(label);
    }
    if (el.parentElement) candidates.push(el.parentElement);
    if (el.parentElement?.parentElement) candidates.push(el.parentElement.parentElement);
    for (const c of candidates) {
      if (isVisuallyHidden(c)) continue;
      const now = styleOf(c);
      const before = unfocused.get(c);
      // Without a record of it unfocused, only the focused element itself is judged as it is.
      if (!before && c !== el) continue;
      const changed = (p) => !before || before[p] !== now[p];
      const outline = parseColor(now.outlineColor);
      if (
        now.outlineStyle !== 'none' &&
        parseFloat(now.outlineWidth) >= 1 &&
        outline &&
        outline[3] > 0 &&
        (changed('outlineStyle') || changed('outlineColor') || changed('outlineWidth'))
      ) {
        const inside = parseFloat(now.outlineOffset) < 0;
        const bg = backgroundBehind(inside ? c : (c.parentElement ?? c));
        return {
          kind: 'outline',
          width: parseFloat(now.outlineWidth),
          ratio: contrast(blend(outline, bg), bg),
        };
      }
      const ring = shadowColor(now.boxShadow);
      if (ring && ring[3] > 0 && changed('boxShadow')) {
        const bg = backgroundBehind(c.parentElement ?? c);
        return { kind: 'ring', ratio: contrast(blend(ring, bg), bg) };
      }
      if (before && changed('borderTopColor')) {
        const border = parseColor(now.borderTopColor);
        const was = parseColor(before.borderTopColor);
        if (border && was) {
          const bg = backgroundBehind(c.parentElement ?? c);
          // A border that changes colour: it must stand out from the background, and the
          // change itself must be visible.
          const ratio = Math.min(
            contrast(blend(border, bg), bg),
            contrast(blend(border, bg), blend(was, bg)),
          );
          return { kind: 'border', ratio };
        }
      }
      if (before && changed('backgroundColor')) {
        const bg = backgroundBehind(c.parentElement ?? c);
        const now_ = blend(parseColor(now.backgroundColor) ?? [0, 0, 0, 0], bg);
        const was = blend(parseColor(before.backgroundColor) ?? [0, 0, 0, 0], bg);
        return { kind: 'background', ratio: contrast(now_, was) };
      }
    }
    return { kind: 'none', ratio: 0 };
  }

  function describe(el) {
    if (!el || el === document.body) return 'body';
    const role = el.getAttribute('role') || el.tagName.toLowerCase();
    const labelledBy = el.getAttribute('aria-labelledby');
    const name =
      el.getAttribute('aria-label') ||
      (labelledBy && document.getElementById(labelledBy.split(' ')[0])?.textContent) ||
      (el.id && document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent) ||
      el.getAttribute('placeholder') ||
      el.textContent ||
      el.getAttribute('value') ||
      '';
    return `${role} "${name.replace(/\s+/g, ' ').trim().slice(0, 50)}"`;
  }

  window.__a11y = {
    snapshot() {
      unfocused = new WeakMap();
      // What has focus now (a dialog's first control) and the boxes around it are not
      // recorded: they do not look unfocused.
      const active = document.activeElement;
      const record = (el) => {
        if (el && !el.contains(active)) unfocused.set(el, styleOf(el));
      };
      for (const el of document.querySelectorAll(FOCUSABLE)) {
        record(el);
        record(el.nextElementSibling);
        record(el.parentElement);
        record(el.parentElement?.parentElement);
      }
    },
    /** Puts the focus start before everything, as on a fresh page load. */
    focusStart() {
      document.activeElement?.blur?.();
      let start = document.getElementById('__a11y-start');
      if (!start) {
        start = document.createElement('span');
        start.id = '__a11y-start';
        start.tabIndex = -1;
        document.body.prepend(start);
      }
      start.focus();
    },
    focusInfo(scopeSelector) {
      const el = document.activeElement;
      if (!el || el === document.body || el.id === '__a11y-start') return { where: 'body' };
      const r = el.getBoundingClientRect();
      const scope = scopeSelector ? [...document.querySelectorAll(scopeSelector)].at(-1) : null;
      return {
        where: describe(el),
        inside: scope ? scope.contains(el) : true,
        rect: {
          left: r.left + scrollX,
          right: r.right + scrollX,
          top: r.top + scrollY,
          bottom: r.bottom + scrollY,
        },
        hidden:
          isVisuallyHidden(el) &&
          isVisuallyHidden(el.nextElementSibling ?? el) &&
          isVisuallyHidden(el.parentElement ?? el),
        indicator: indicator(el),
        tabbables: scope
          ? [...scope.querySelectorAll(FOCUSABLE)].filter(
              (e) => !e.disabled && e.getClientRects().length > 0,
            ).length
          : 0,
      };
    },
    markOpener() {
      openerElement = document.activeElement;
    },
    /** Whether focus is back on the control the dialog was opened from. */
    focusReturned() {
      // A link of the narrow screen's drawer closes the drawer as it is followed, and the
      // drawer gives focus back to its burger (docs/decisions/layout.md): a dialog it led to
      // (a blocked navigation asking about unsaved changes) returns focus there.
      const drawer = openerElement?.closest('#app-navbar');
      const burger = document.querySelector('[aria-controls="app-navbar"]');
      const expected =
        drawer &&
        burger &&
        burger.getAttribute('aria-expanded') === 'false' &&
        burger.offsetParent !== null
          ? burger
          : openerElement;
      return {
        returned: expected !== null && document.activeElement === expected,
        opener: describe(openerElement),
        now: describe(document.activeElement),
      };
    },
  };
}
