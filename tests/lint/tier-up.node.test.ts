/**
 * The test workers run with the interrupt budget tests/global-setup.ts sets (V8 compiles a
 * function with TurboFan later): a change of pool, or a Vitest that starts its workers before
 * the global setup, would silently lose it (and with it a tenth or more of the suite's CPU in
 * whole runs).
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/**
 * A script that prints how many calls a new function takes before V8 marks it for TurboFan
 * (or has compiled it), read with V8's own %GetOptimizationStatus. Each function has a source
 * of its own, so that V8's compilation cache never hands back one already compiled.
 */
const PROBE = `
const { setFlagsFromString } = require('node:v8');
setFlagsFromString('--allow-natives-syntax');
const status = new Function('f', 'return %GetOptimizationStatus(f)');
setFlagsFromString('--no-allow-natives-syntax');
// V8's OptimizationStatus: TurboFan code, marked for (concurrent) optimization.
const TIERED_UP = (1 << 6) | (1 << 8) | (1 << 9);
let made = 0;
function callsBeforeTierUp() {
  made += 1;
  const f = new Function('a', '// ' + made + '\\nlet s = 0; for (let i = 0; i < 10; i += 1) s += a * i; return s;');
  for (let n = 1; n <= 1e6; n += 1) {
    f(n);
    if (status(f) & TIERED_UP) return n;
  }
  return 1e6;
}
`;

describe('the test workers', () => {
  it('compile a function with TurboFan later than V8 does by default', () => {
    // Here, in the worker, with the global setup's budget (the probe turns V8's natives syntax
    // on only while it builds its status reader; V8's flags are the whole process's).
    const here = new Function('require', `${PROBE}; return callsBeforeTierUp();`)(
      createRequire(import.meta.url),
    ) as number;
    // A plain Node, with V8's default budget.
    const plain = Number(
      execFileSync(process.execPath, ['-e', `${PROBE}; console.log(callsBeforeTierUp())`], {
        encoding: 'utf8',
        env: { ...process.env, NODE_OPTIONS: '' },
      }),
    );
    // Node 20's V8: 224 calls with the default, 1780 with 8 times it, 3559 with 16 times.
    expect(plain).toBeGreaterThan(0);
    // It does tier up (a worker without TurboFan would never get there).
    expect(here).toBeLessThan(1e6);
    expect(here / plain).toBeGreaterThan(12);
  });
});
