import { setFlagsFromString } from 'node:v8';

/**
 * The young generation's size (each of its two semi-spaces, in MB) for the test workers'
 * heaps; V8's default is 16.
 *
 * A test renders the signed-in panel and keeps it until the test ends, so much of what a render
 * allocates is still alive at V8's next minor collection, which copies it, and often again at
 * the one after, which promotes it to the old generation. With the default, those collections
 * were about a fifth of a worker's CPU (`node --trace-gc-nvp`: 439 of them for the dashboard
 * and users files, copying about 5 MB each). With 128 MB there are far fewer (the loop of
 * tests/lint/young-generation.node.test.ts: about 25 → 5), and each finds more of its
 * renders' objects already dead. Whole runs with the default, 64, 128, 256 and 512 MB are in
 * the README ("Measuring the suite"): 256 was no better than 128 in a second run, and 512 was
 * slower and took 6 GB.
 */
const YOUNG_SEMI_SPACE_MB = 128;

/**
 * Runs once in Vitest's main process before any test worker starts (vite.config.ts). V8 reads
 * the flag when it sets up a heap: it reaches the worker threads started after this, and
 * nothing else (the panel itself never runs with it).
 */
export default function setup() {
  setFlagsFromString(`--max-semi-space-size=${YOUNG_SEMI_SPACE_MB}`);
}
