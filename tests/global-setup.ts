import { setFlagsFromString } from 'node:v8';

/**
 * The young generation's size (each of its two semi-spaces, in MB) for the test workers'
 * heaps; V8's default is 16.
 *
 * A test renders the signed-in panel and keeps it until the test ends, so much of what a render
 * allocates is still alive at V8's next minor collection, which copies it, and often again at
 * the one after, which promotes it to the old generation. With the default, those collections
 * were about a fifth of a worker's CPU (`node --trace-gc-nvp`: 439 of them for the dashboard
 * and users files, copying about 5 MB each). A larger young generation means fewer of them
 * (the loop of tests/lint/young-generation.node.test.ts: 24 to 25 with the default, 10 to 12
 * with 32 MB), each finding more of its renders' objects already dead. 128 MB won while every
 * removed page stayed alive; once they were freed (tests/support/style-sheets.ts),
 * 32 MB used about 8 % less CPU than 128 on the slowest files (alternated runs), less memory,
 * and no more CPU over whole runs. Why, not
 * measured: probably because each worker then writes its new objects over less memory, which
 * the processor's caches keep closer.
 */
const YOUNG_SEMI_SPACE_MB = 32;

/**
 * How much bytecode a function runs before V8 has TurboFan compile it (`--interrupt-budget`,
 * in bytes of bytecode executed): 16 times V8's default (67584 in Node 20's V8). A test run is
 * short and runs a great deal of code a few hundred times (React's and Mantine's development
 * builds, jsdom, the tests' own modules): with the default, V8 compiled thousands of functions
 * that were barely used again, on background threads that took the CPU from the other worker
 * (`--trace-opt`, three files with two workers: 2676 compiles, 16.3 s; 8 times the default:
 * about 1100, 6.8 s; 16 times: 804, 3.9 s), and then threw away many of them (965
 * deoptimizations; 16 times: 344). Code that is really hot, as jsdom's and React's inner loops,
 * is still compiled, a little later. 32 times, and Sparkplug or Maglev beside it, did no
 * better.
 */
const INTERRUPT_BUDGET = 16 * 67_584;

/**
 * Runs once in Vitest's main process before any test worker starts (vite.config.ts). V8 reads
 * the young generation's size when it sets up a heap, and the budget whenever it starts
 * counting a function's runs: both apply to this test process (Vitest's main thread and the
 * worker threads started after this), never to the panel. tests/lint/young-generation.node.test.ts
 * and tests/lint/tier-up.node.test.ts fail if the workers lose them.
 */
export default function setup() {
  setFlagsFromString(`--max-semi-space-size=${YOUNG_SEMI_SPACE_MB}`);
  setFlagsFromString(`--interrupt-budget=${INTERRUPT_BUDGET}`);
}
