/**
 * The test setup's fake backend refuses what it has no handler for (tests/setup.ts:
 * `onUnhandledRequest: 'error'`): a request no handler answers fails and is reported as an
 * error, so no test passes by reaching a real network or by a request it did not mean to make.
 */
import { describe, expect, it, vi } from 'vitest';

describe('unhandled requests', () => {
  it('fail, with msw reporting an error (not a warning)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(fetch('http://unhandled.invalid/anything')).rejects.toThrow();
    expect(errors.mock.calls.flat().join('\n')).toMatch(/\[MSW\] Error: intercepted a request without a matching request handler/);
    expect(warnings).not.toHaveBeenCalled();
  });
});
