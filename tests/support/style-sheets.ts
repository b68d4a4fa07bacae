/**
 * A fix for jsdom 29's `document.styleSheets`, installed from tests/setup-dom.ts.
 *
 * The bug (jsdom 29.1.1): when a subtree is removed, jsdom runs the removed elements' detach
 * steps before it clears the root each of them has cached (`_cachedRoot`, Node-impl.js
 * `_remove`). A `<style>` inside the subtree (not the removed node itself) removes its sheet
 * in that step, then asks whether it is still connected, finds the cached document, and adds
 * a new sheet for itself. The sheet stays in `document.styleSheets` (for the rest of the
 * worker, unless that element is updated again): it still applies to `getComputedStyle`, and
 * it keeps its element and the whole removed subtree (a table, a form, a screen) alive.
 * Mantine renders a `<style>` for every Grid, Col and SimpleGrid, so each screen a test left
 * added a few (106 sheets in one worker after three files, with nothing on the page), and the
 * app project's workers ended a run holding 700 to 900 MB of removed pages, which the garbage
 * collector marked again at every full collection.
 * Later jsdom versions rework that cache (jsdom/jsdom#4265, merged after 29.1.1); whether they
 * fix this is to be checked when the suite can move to them (they need Node 22; these
 * machines run Node 20).
 *
 * The fix: when a `<style>` is detached, before it updates its sheet, the roots cached on it
 * and its ancestors up to the removed subtree's top are dropped, so jsdom finds its real root
 * by walking up, and the sheet is not added again. Nothing else changes: jsdom caches the root
 * again on its next read. (Not covered: a `<style>` in a shadow tree, whose sheet jsdom does
 * not remove when its host leaves the document; the panel has no shadow trees.)
 * tests/support/style-sheets.test.tsx checks the removal and the screens' sheets.
 */

import { implOf } from './jsdom-internals';

/** The part of jsdom's internal node ("impl") this fix touches. */
interface NodeImpl {
  _cachedRoot: NodeImpl | null;
  /** False from the start of the node's detach steps (Node-impl.js `_detach`). */
  readonly _attached: boolean;
  readonly parentNode: NodeImpl | null;
}

interface StyleElementImpl extends NodeImpl {
  _updateAStyleBlock(): void;
}

const FIXED = Symbol.for('cairn.styleSheetsFixed');

/** The node's and its ancestors' cached roots: jsdom walks up again at its next read. */
function dropCachedRoots(start: NodeImpl): void {
  for (let node: NodeImpl | null = start; node; node = node.parentNode) node._cachedRoot = null;
}

export function fixDetachedStyleSheets(doc: Document = document): void {
  const proto = Object.getPrototypeOf(
    implOf<StyleElementImpl>(doc.createElement('style')),
  ) as StyleElementImpl & Record<symbol, true | undefined>;
  if (proto[FIXED]) return; // once per worker: the prototype outlives a file
  const update = proto._updateAStyleBlock;
  if (typeof update !== 'function')
    throw new Error(
      'jsdom changed: HTMLStyleElement has no _updateAStyleBlock. If its sheets now leave ' +
        'document.styleSheets with a removed parent, remove tests/support/style-sheets.ts.',
    );
  proto._updateAStyleBlock = function (this: StyleElementImpl) {
    // Only a detached element's cached roots can be stale here: an attached one's are right.
    if (!this._attached) dropCachedRoots(this);
    update.call(this);
  };
  proto[FIXED] = true;
}
