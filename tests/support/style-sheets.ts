/**
 * A fix for jsdom 29's `document.styleSheets`, installed from tests/setup-dom.ts.
 *
 * The bug (jsdom 29.1.1): when a subtree is removed, jsdom runs the removed elements' detach
 * steps before it clears the root each of them has cached (`_cachedRoot`, Node-impl.js
 * `_remove`). A `<style>` inside the subtree (not the removed node itself) removes its sheet
 * in that step, then asks whether it is still connected, finds the cached document, and adds
 * a new sheet for itself. The sheet stays in `document.styleSheets` for the rest of the
 * worker: it still applies to `getComputedStyle`, and it keeps its element and the whole
 * removed subtree (a table, a form, a screen) alive. Mantine renders a `<style>` for every
 * Grid, Col and SimpleGrid, so each screen a test left added a few; the app project's
 * workers ended a run with hundreds of sheets and 700 to 900 MB of detached pages, which the
 * garbage collector marked and copied again and again (README, "Measuring the suite",
 * stop 30). jsdom 30 reworked that cache (jsdom/jsdom#4265), but it needs Node 22.
 *
 * The fix: before a `<style>` updates its sheet, the roots cached along its ancestors are
 * dropped, so jsdom finds its real root (the removed subtree's top, or the document) by
 * walking up. Nothing else changes: jsdom caches the root again on its next read.
 * tests/support/style-sheets.test.tsx checks the removal and the screens' sheets.
 */

/** The part of jsdom's internal node ("impl") this fix touches. */
interface NodeImpl {
  _cachedRoot: NodeImpl | null;
  readonly parentNode: NodeImpl | null;
}

interface StyleElementImpl extends NodeImpl {
  _updateAStyleBlock(): void;
}

const FIXED = Symbol.for('cairn.styleSheetsFixed');

/** The internal object behind a jsdom wrapper (jsdom keeps it under a symbol named "impl"). */
function implOf(node: Node): NodeImpl {
  const symbol = Object.getOwnPropertySymbols(node).find((s) => s.description === 'impl');
  const impl = symbol && (node as unknown as Record<symbol, NodeImpl | undefined>)[symbol];
  if (!impl) throw new Error('jsdom changed: no "impl" behind a node (tests/support/style-sheets.ts)');
  return impl;
}

/** The node's and its ancestors' cached roots: jsdom walks up again at its next read. */
function dropCachedRoots(start: NodeImpl): void {
  for (let node: NodeImpl | null = start; node; node = node.parentNode) node._cachedRoot = null;
}

export function fixDetachedStyleSheets(doc: Document = document): void {
  const proto = Object.getPrototypeOf(implOf(doc.createElement('style'))) as StyleElementImpl &
    Record<symbol, true | undefined>;
  if (proto[FIXED]) return; // once per worker: the prototype outlives a file
  const update = proto._updateAStyleBlock;
  if (typeof update !== 'function')
    throw new Error(
      'jsdom changed: HTMLStyleElement has no _updateAStyleBlock. If its sheets now leave ' +
        'document.styleSheets with a removed parent, remove tests/support/style-sheets.ts.',
    );
  proto._updateAStyleBlock = function (this: StyleElementImpl) {
    dropCachedRoots(this);
    update.call(this);
  };
  proto[FIXED] = true;
}
