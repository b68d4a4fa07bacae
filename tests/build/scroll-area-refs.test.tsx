/**
 * The production build gives Mantine's ScrollArea the panel's copy of floating-ui's
 * useMergeRefs (build/plugins.ts, src/lib/merge-refs.ts), so floating-ui is not in the
 * signed-in app's file (issue 14). The copy must do what floating-ui's does; the redirect
 * itself is checked in tests/build/on-demand-kit.node.test.ts.
 */
import { useMergeRefs as floatingUiMergeRefs } from '@floating-ui/react';
import { render } from '@testing-library/react';
import { createRef, type Ref } from 'react';
import { describe, expect, it } from 'vitest';
import { useMergeRefs } from '@/lib/merge-refs';

type Merge = typeof useMergeRefs;

/** What each kind of ref sees through `merge`, over mount, a swap of the element and unmount. */
function trace(merge: Merge) {
  const seen: string[] = [];
  const objectRef = createRef<HTMLElement>();
  const callbackRef = (node: HTMLElement | null) => void seen.push(`callback ${node?.tagName ?? 'null'}`);
  const withCleanup = (node: HTMLElement | null) => {
    seen.push(`cleanup-ref ${node?.tagName ?? 'null'}`);
    return () => void seen.push(`cleanup of ${node?.tagName}`);
  };
  function Probe({ tag }: { tag: 'div' | 'section' }) {
    const ref = merge<HTMLElement>([objectRef, callbackRef, withCleanup, undefined]) as Ref<HTMLDivElement>;
    return tag === 'div' ? <div ref={ref} /> : <section ref={ref as Ref<HTMLElement>} />;
  }
  const view = render(<Probe tag="div" />);
  seen.push(`object ${objectRef.current?.tagName}`);
  view.rerender(<Probe tag="section" />);
  seen.push(`object ${objectRef.current?.tagName}`);
  view.unmount();
  seen.push(`object ${String(objectRef.current)}`);
  return seen;
}

describe("ScrollArea's refs without floating-ui", () => {
  it('merges refs as floating-ui does: object, callback and cleanup-returning refs', () => {
    expect(trace(useMergeRefs)).toEqual(trace(floatingUiMergeRefs as Merge));
    expect(trace(useMergeRefs)).toContain('cleanup of DIV');
  });

  it('is null when every ref is missing, as floating-ui', () => {
    function Probe({ merge, out }: { merge: Merge; out: unknown[] }) {
      out.push(merge([undefined, null]));
      return null;
    }
    const ours: unknown[] = [];
    const theirs: unknown[] = [];
    render(<Probe merge={useMergeRefs} out={ours} />);
    render(<Probe merge={floatingUiMergeRefs as Merge} out={theirs} />);
    expect(ours).toEqual([null]);
    expect(theirs).toEqual([null]);
  });
});
