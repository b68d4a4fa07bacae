import { render, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { setupUser } from '.';

// user-event pauses 0 ms between two actions, and Testing Library's wrapper waits 0 ms (its
// drain) after each. Under fake timers that move only when told, a pause that did not pass on
// them would never end: the click below would wait for ever.
test('clicks and keys go on under fake timers that move only when told, with no time passed (setupUser; the drain in tests/setup-dom.ts)', async () => {
  const realSetTimeout = globalThis.setTimeout;
  const realClearTimeout = globalThis.clearTimeout;
  const onClick = vi.fn();
  render(<button onClick={onClick}>Press</button>);
  const user = setupUser();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  const start = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stuck = new Promise<'stuck'>((resolve) => (timer = realSetTimeout(resolve, 2_000, 'stuck')));
  const acted = (async () => {
    await user.click(screen.getByRole('button', { name: 'Press' }));
    await user.keyboard('{Enter}');
    return 'done' as const;
  })();
  const outcome = await Promise.race([acted, stuck]);
  realClearTimeout(timer);
  expect(outcome).toBe('done');
  expect(onClick).toHaveBeenCalledTimes(2);
  expect(Date.now(), 'the fake clock did not move').toBe(start);
});
