import { render, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { setupUser } from '.';

// user-event pauses 0 ms between two actions. Under fake timers that move only when told, a
// pause that did not pass on them would never end: the click below would wait for ever.
test('clicks and keys go on under fake timers that move only when told, with no time passed (setupUser; the drain in tests/setup-dom.ts)', async () => {
  const realSetTimeout = globalThis.setTimeout;
  const onClick = vi.fn();
  render(<button onClick={onClick}>Press</button>);
  const user = setupUser();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  const start = Date.now();
  const stuck = new Promise<'stuck'>((resolve) => realSetTimeout(resolve, 2_000, 'stuck'));
  const acted = (async () => {
    await user.click(screen.getByRole('button', { name: 'Press' }));
    await user.keyboard('{Enter}');
    return 'done' as const;
  })();
  expect(await Promise.race([acted, stuck])).toBe('done');
  expect(onClick).toHaveBeenCalledTimes(2);
  expect(Date.now(), 'the fake clock did not move').toBe(start);
});
