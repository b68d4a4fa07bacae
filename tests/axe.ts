import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * The accessibility gate: no serious or critical axe violations in what is on screen.
 * jsdom has no layout, so rules that need rendering (colour contrast) are off here.
 */
export async function expectNoSeriousA11yViolations(root: Element = document.body) {
  const result = await axe.run(root, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(report).toEqual([]);
}
