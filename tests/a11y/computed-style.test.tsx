/**
 * tests/support/computed-style.ts answers HOT_PROPERTIES (display, visibility, pointer-events,
 * what axe reads, what floating-ui reads) without jsdom's full cascade: every answer here is
 * compared with jsdom's own getComputedStyle (kept aside by installComputedStyle), property by
 * property and through its camelCase getter, on whole screens, on crafted cases, and again
 * after each kind of change to the page, which must end the memo.
 */
import { createRequire } from 'node:module';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  camelCase,
  fallbacks,
  HOT_PROPERTIES,
  installComputedStyle,
} from '../support/computed-style';
import { renderApp } from '../render';
import { t, showLanguage } from '../text';
import { findFooter } from '../trails/helpers';
import { findUsersTable } from '../users/helpers';

const jsdoms = installComputedStyle(window);

const describeEl = (el: Element) =>
  `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(/\s+/).join('.')}` : ''}`;

/** Every element under `roots` whose answer differs from jsdom's; also the values seen. */
function differences(roots: Element[] = [document.documentElement]) {
  const elements = roots.flatMap((root) => [root, ...root.querySelectorAll('*')]);
  const wrong: string[] = [];
  const seen = new Set<string>();
  for (const el of elements) {
    // Ours first, so that a stale memo would answer before jsdom's declaration is made.
    const ours = window.getComputedStyle(el);
    const answers = HOT_PROPERTIES.map((p) => [
      ours.getPropertyValue(p),
      (ours as unknown as Record<string, string>)[camelCase(p)],
    ]);
    // One declaration of jsdom's per element (each call copies its cached one).
    const theirs = jsdoms.call(window, el);
    HOT_PROPERTIES.forEach((p, i) => {
      const [value, getter] = answers[i]!;
      const expected = theirs.getPropertyValue(p);
      seen.add(`${p}: ${expected}`);
      if (value !== expected || getter !== expected)
        wrong.push(`${describeEl(el)} ${p}: ${value} / ${getter}, jsdom says ${expected}`);
    });
  }
  return { wrong, seen, count: elements.length };
}

function expectSame(roots?: Element[]) {
  const { wrong, seen, count } = differences(roots);
  expect(wrong).toEqual([]);
  return { seen, count };
}

const CRAFTED = `
<style id="author">
  .by-class { display: none; }
  @media screen { .by-media { display: none; } }
  @media (min-width: 1px) { .by-feature { display: none; } }
  div.spec { display: flex; }
  .spec { display: grid; }
  #by-id { visibility: hidden; }
  .imp { display: inline !important; }
  .imp2 { display: block !important; }
  p::before, .pseudo-list { display: none; }
  .pe-none { pointer-events: none; }
  .flow { display: flow; }
  .box { opacity: 0.5; position: absolute; width: calc(100% - 6px - 2em); height: 10px; overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); }
  .box2 { position: relative !important; overflow: scroll; opacity: 50%; width: fit-content; }
  .float { overflow: hidden; transform: rotate(1deg); will-change: transform; contain: paint; filter: blur(1px); backdrop-filter: blur(2px); translate: 1px 2px; scale: 2; rotate: 45deg; perspective: 10px; }
  .quoted[data-x="["], .quoted[data-y=']'] b { display: none; }
  .float-x { overflow-x: auto; overflow-y: clip !important; transform: none; }
  div.float-x { overflow-x: scroll; }
  @media screen { .float-y { overflow-y: scroll; will-change: scroll-position; contain: strict; } }
  @media print { .float-y { transform: scale(3); } }
</style>
<main id="crafted">
  <div hidden id="h1"><span>in hidden</span></div>
  <div hidden="until-found"><b>until found</b></div>
  <div aria-hidden="true"><i>aria hidden</i></div>
  <div style="display: none"><span style="display: inherit">inherit</span><span style="display: initial">initial</span><span style="display: unset">unset</span><span style="display: revert">revert</span></div>
  <div class="imp" style="display: none">inline loses to important</div>
  <div class="imp" style="display: none !important">inline important wins</div>
  <div class="imp imp2">later important wins</div>
  <div class="spec">specificity</div>
  <span class="spec">class only</span>
  <div class="by-class by-media by-feature">classes</div>
  <span class="by-feature">feature</span>
  <span class="pseudo-list">pseudo list</span>
  <p>pseudo</p>
  <div class="flow">flow</div>
  <div class="quoted" data-x="["><b>quoted bracket</b></div><div class="quoted" data-y="]"><b>quoted</b></div>
  <div style="display: var(--shown)">var</div>
  <div style="visibility: hidden" id="vh">
    <span>hidden by parent</span>
    <span style="visibility: visible">visible again<em>nested</em></span>
    <span style="visibility: inherit">inherit</span><span style="visibility: initial">initial</span><span style="visibility: unset">unset</span>
    <div style="visibility: collapse"><span>collapse</span></div>
  </div>
  <div id="by-id"><span>by id</span></div>
  <div class="pe-none"><button>none</button><span style="pointer-events: auto">auto<b>deep</b></span><span style="pointer-events: initial">initial</span><span style="pointer-events: inherit">inherit</span></div>
  <div style="pointer-events: none !important"><a href="#">link</a></div>
  <dialog>closed</dialog><dialog open>open</dialog>
  <details><summary>one</summary><summary>two</summary><p>body</p></details>
  <details open><summary>one</summary></details>
  <input type="hidden" /><input type="HIDDEN" style="display: block" /><input /><button>b</button>
  <div popover>popover</div><dialog popover open>dialog popover</dialog>
  <embed hidden /><noscript>ns</noscript><template><p>t</p></template>
  <ul><li>li</li></ul><ol hidden><li>li</li></ol>
  <table>
    <caption>c</caption>
    <colgroup hidden><col /><col hidden /></colgroup>
    <thead hidden><tr><th>h</th></tr></thead>
    <tbody><tr hidden><td>hidden row</td></tr><tr><td>cell</td><td hidden>hidden cell</td></tr></tbody>
    <tfoot><tr><td>f</td></tr></tfoot>
  </table>
  <svg><g><rect /></g></svg>
  <div dir="rtl"><span>rtl</span><bdi dir="ltr">ltr</bdi><p dir="auto">auto</p></div>
  <div class="box"><span style="overflow: inherit; opacity: initial; position: unset; width: inherit">box</span></div>
  <div class="box box2" style="position: static; overflow: visible; direction: rtl"><input /><input type="checkbox" /><marquee>m</marquee></div>
  <div style="content-visibility: auto; clip-path: none; height: inherit"><span style="direction: inherit">cv</span></div>
  <div class="float"><span style="overflow-x: inherit; overflow-y: unset; transform: inherit; filter: initial; contain: unset; will-change: inherit; rotate: revert">inherits</span><b class="float-x" style="overflow-y: auto; overflow: scroll">xy</b></div>
  <div class="float-x float-y" style="overflow: auto hidden; transform: translateX(2px) !important; backdrop-filter: none; perspective: none; scale: none; rotate: inherit; translate: initial">inline</div>
  <span class="float-x">class only</span>
  <div style="overflow-y: hidden; contain: layout paint; will-change: opacity, transform; filter: var(--f)">layout</div>
</main>`;

/** The crafted page, in the body until the test ends (its <style> too, whatever the outcome). */
function craft() {
  onTestFinished(() => document.body.replaceChildren());
  document.body.innerHTML = CRAFTED;
  return document.getElementById('crafted')!;
}

describe('getComputedStyle answers what jsdom answers', () => {
  it('for every element of crafted cases, and after each kind of change', () => {
    const main = craft();
    const { seen } = expectSame();
    // The cases reach what they are for: not only the initial values.
    for (const value of [
      'display: none',
      'display: table-row',
      'display: list-item',
      'display: grid',
      'visibility: hidden',
      'visibility: collapse',
      'pointer-events: none',
      'direction: rtl',
      'position: absolute',
      'position: relative',
      'overflow: clip',
      'overflow: hidden',
      'opacity: 0.5',
      'content-visibility: hidden',
      'width: fit-content',
      // floating-ui's: a shorthand in a sheet and inline (jsdom keeps overflow apart from
      // overflow-x/-y), important, specificity, @media, inherit/initial/unset, var().
      'overflow-x: scroll',
      'overflow-x: auto',
      'overflow-y: clip',
      'overflow-y: hidden',
      'transform: rotate(1deg)',
      'transform: translateX(2px)',
      'translate: 1px 2px',
      'scale: 2',
      'rotate: 45deg',
      'perspective: 10px',
      'backdrop-filter: blur(2px)',
      'filter: blur(1px)',
      'filter: var(--f)',
      'will-change: transform',
      'will-change: scroll-position',
      'will-change: opacity, transform',
      'contain: paint',
      'contain: strict',
      'contain: layout paint',
    ])
      expect([...seen]).toContain(value);
    // Each HOT property, by either name, is answered without jsdom's full declaration.
    const before = fallbacks.count;
    for (const el of main.querySelectorAll('*')) {
      const style = window.getComputedStyle(el) as unknown as Record<string, string>;
      for (const p of HOT_PROPERTIES) void [style[p], style[camelCase(p)]];
    }
    expect(fallbacks.count).toBe(before);

    // An ancestor's attribute (hidden; an inline style through the CSSOM).
    main.querySelector('.spec')!.setAttribute('hidden', '');
    (main.querySelector('.pe-none') as HTMLElement).style.pointerEvents = 'auto';
    document.getElementById('vh')!.style.visibility = 'visible';
    expectSame();
    // Insertion into a hidden parent, removal (and the removed element, detached), text.
    const inserted = document.createElement('span');
    document.getElementById('by-id')!.append(inserted);
    const removed = main.querySelector('.by-class')!;
    removed.remove();
    main.querySelector('p')!.textContent = 'changed';
    expectSame();
    expectSame([removed]);
    // The style sheet's text, a new style tag, and the CSSOM.
    document.getElementById('author')!.firstChild!.nodeValue =
      '.spec { display: table; } #by-id { visibility: visible; }';
    expectSame();
    const style = document.createElement('style');
    style.textContent = 'span { display: block; visibility: hidden; pointer-events: none; }';
    document.head.append(style);
    onTestFinished(() => style.remove());
    expectSame();
    style.sheet!.insertRule('b { display: none; visibility: visible; }', 1);
    expectSame();
    style.sheet!.insertRule('@media all { em { display: none } }', 2);
    const media = style.sheet!.cssRules[2] as CSSMediaRule;
    expectSame();
    media.insertRule('i { display: none }', 1);
    expectSame();
    style.remove();
    expectSame();
    main.remove();
  });

  // jsdom keeps a detached element's declaration even after that element changes (only a
  // change in the document clears its cache): such elements are answered by jsdom itself.
  it('for an element outside the document, and in a fragment', () => {
    const detached = document.createElement('div');
    detached.innerHTML = '<span style="visibility: hidden"><b>x</b></span><p hidden><i>y</i></p>';
    expectSame([detached]);
    detached.querySelector('span')!.style.visibility = 'visible';
    expectSame([detached]);
    const fragment = document.createDocumentFragment();
    fragment.append(detached);
    expectSame([detached]);
  });

  // In quirks mode Element.matches compares ids and classes without case, but jsdom's
  // ruleMightMatchElement prefilters them case-sensitively first: jsdom's answer is what counts.
  it('in a quirks-mode document, whose ids and classes jsdom prefilters case-sensitively', () => {
    // The environment's own jsdom (no @types/jsdom here: the one constructor used is typed).
    const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
      JSDOM: new (html: string) => { window: Window & typeof globalThis };
    };
    const dom = new JSDOM(
      '<style>.Up { display: none } #Id { visibility: hidden }</style><div class="up" id="id"><span>x</span></div>',
    );
    const win = dom.window;
    try {
      expect(win.document.compatMode).toBe('BackCompat');
      const theirs = installComputedStyle(win);
      const div = win.document.querySelector('div')!;
      expect(div.matches('.Up')).toBe(true);
      for (const el of win.document.querySelectorAll('*')) {
        const ours = win.getComputedStyle(el);
        const expected = theirs.call(win, el);
        for (const p of HOT_PROPERTIES)
          expect(ours.getPropertyValue(p), `${el.localName} ${p}`).toBe(
            expected.getPropertyValue(p),
          );
      }
      expect(theirs.call(win, div).display).toBe('block');
    } finally {
      dom.window.close();
    }
  });

  it("is live, as a browser's computed style: a kept style reads the page as it is now", () => {
    const main = craft();
    const target = main.querySelector('#h1')!;
    const style = window.getComputedStyle(target);
    expect(style.display).toBe('none');
    target.removeAttribute('hidden');
    expect(style.display).toBe('block');
    expect(style.getPropertyValue('display')).toBe(
      jsdoms.call(window, target).getPropertyValue('display'),
    );
    main.remove();
  });

  it("is a declaration: other properties, methods and keys are jsdom's", () => {
    const main = craft();
    const el = main.querySelector('.pe-none button')!;
    // jsdom's first declaration for an element and its later copies of it can differ in
    // length (its copy drops one): both sides compared here are copies.
    jsdoms.call(window, el);
    const ours = window.getComputedStyle(el);
    expect(ours.length).toBeGreaterThan(0);
    const theirs = jsdoms.call(window, el);
    expect(ours).toBeInstanceOf(CSSStyleDeclaration);
    expect(ours.length).toBe(theirs.length);
    expect([...Array(ours.length).keys()].map((i) => ours.item(i))).toEqual(
      [...Array(theirs.length).keys()].map((i) => theirs.item(i)),
    );
    for (const p of ['color', 'font-size', 'cursor', 'content-visibility', 'Display'])
      expect(ours.getPropertyValue(p), p).toBe(theirs.getPropertyValue(p));
    expect(ours.getPropertyPriority('display')).toBe(theirs.getPropertyPriority('display'));
    expect(ours.cssText).toBe(theirs.cssText);
    expect(() => ours.setProperty('display', 'none')).toThrow();
    main.remove();
  });

  // Each screen here adds kinds of element or value no other pass has (distinct (tag,
  // property, value) triples per pass): /users with its row menu open
  // (floating-ui's element; only the menu is compared, the page is the next pass's) and its
  // details dialog (the scroll lock on <body>, h3, dl), the editor (its lists, inputs, map
  // svg), and /trails in Arabic (direction: rtl everywhere, the pager's icons).
  it('on the signed-in screens: /users, its row menu and details dialog, the editor, /trails in Arabic', async () => {
    const users = await renderApp('/users');
    await findUsersTable();
    const actions = (await screen.findAllByRole('button', { name: /^Actions for/ }))[0]!;
    await users.user.click(actions);
    expectSame([await screen.findByRole('menu')]);
    await users.user.click(await screen.findByRole('menuitem', { name: t('users.viewDetails') }));
    const dialog = await screen.findByRole('dialog', { name: t('users.details') });
    await within(dialog).findByText(t('users.fieldUsername'), { selector: 'dt' });
    expect(expectSame().count).toBeGreaterThan(1000);
    users.unmount();

    const editor = await renderApp('/trail/edit/3');
    await screen.findByRole('form', { name: 'Edit trail' });
    expectSame();
    editor.unmount();

    showLanguage('ar');
    await renderApp('/trails');
    await findFooter(12, 240);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(expectSame().count).toBeGreaterThan(300);
  });
});
