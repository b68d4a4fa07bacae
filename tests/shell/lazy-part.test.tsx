/**
 * useLazyPart (src/ui/use-lazy-part.ts), the one way a dialog, menu, dropdown or
 * chart is loaded on first use: nothing loads until the part is needed; a part that cannot be
 * downloaded runs the user's `onFailed` and ends in SPEC.md §8's "Loading chunk {name} failed"
 * dialog, once however many uses waited on it; the next need tries again and shows the part.
 */
import { render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { OverlayHost } from '@/ui/overlay-host';
import { useLazyPart } from '@/ui/use-lazy-part';
import { translator } from '@/i18n/translator';
import { lazyPart } from '@/lib/lazy-part';
import { signInAsAdmin } from '../sign-in';
import { dialogsClosed, holdLoads, setupUser } from '../support';
import { controlChunk, type ChunkControl } from '../support/chunks';

const part = lazyPart('test-part', () => Promise.resolve({ Part: () => <p>the part</p> }));

let chunk: ChunkControl;
beforeEach(() => {
  chunk = controlChunk('test-part');
});

/** A button that makes the part needed; the part's failure closes the request. */
function Use({ name, onFailed }: { name: string; onFailed: () => void }) {
  const [needed, setNeeded] = useState(false);
  const module = useLazyPart(part, needed, () => {
    onFailed();
    setNeeded(false);
  });
  return (
    <>
      <button type="button" onClick={() => setNeeded(true)}>
        {name}
      </button>
      {module && needed && <module.Part />}
    </>
  );
}

function setup() {
  const user = setupUser();
  const failed = { A: vi.fn(), B: vi.fn() };
  render(
    <AppProviders queryClient={createQueryClient()} mantineEnv="test">
      <Use name="A" onFailed={failed.A} />
      <Use name="B" onFailed={failed.B} />
      <OverlayHost />
    </AppProviders>,
  );
  return { user, failed };
}

describe('useLazyPart', () => {
  it('loads nothing until the part is needed, then shows it', async () => {
    const { user } = setup();
    expect(chunk.loads).toBe(0);
    await user.click(screen.getByRole('button', { name: 'A' }));
    expect(await screen.findByText('the part')).toBeInTheDocument();
    expect(chunk.loads).toBe(1);
  });

  it('a part that cannot be downloaded runs onFailed of every waiting use; one "Loading chunk test-part failed" dialog', async () => {
    await signInAsAdmin();
    const { t } = translator();
    chunk.fail = new Error('offline');
    const release = holdLoads(chunk);
    const { user, failed } = setup();
    await user.click(screen.getByRole('button', { name: 'A' }));
    await user.click(screen.getByRole('button', { name: 'B' }));
    expect(chunk.loads).toBe(1); // B waits on A's load
    release();
    const dialog = await screen.findByRole('dialog', { name: t('errors.chunkFailed') });
    expect(failed.A).toHaveBeenCalledOnce();
    expect(failed.B).toHaveBeenCalledOnce();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByText('the part')).not.toBeInTheDocument();
    // No second one waits behind it.
    await user.click(within(dialog).getByRole('button', { name: t('common.ok') }));
    await dialogsClosed();
  });

  it('after a failed download, the next need tries again and shows the part', async () => {
    await signInAsAdmin();
    const { t } = translator();
    chunk.fail = new Error('offline');
    const { user, failed } = setup();
    await user.click(screen.getByRole('button', { name: 'A' }));
    const dialog = await screen.findByRole('dialog', { name: t('errors.chunkFailed') });
    expect(failed.A).toHaveBeenCalledOnce();
    await user.click(within(dialog).getByRole('button', { name: t('common.ok') }));
    await dialogsClosed();

    chunk.fail = null;
    await user.click(screen.getByRole('button', { name: 'A' }));
    expect(await screen.findByText('the part')).toBeInTheDocument();
    expect(chunk.loads).toBe(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
