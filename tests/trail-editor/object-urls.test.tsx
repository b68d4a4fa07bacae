import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { signInAsAdmin } from '../sign-in';
import { pngFile } from './files';
import { uploadPhotos } from './helpers';
import { setupUser } from '../support';

/**
 * Photo previews use object URLs: one per new photo, revoked once when it is removed or the
 * form goes away. Under StrictMode React runs state updaters twice, so making or revoking
 * URLs inside an updater would leak (or double-revoke) one per photo: the app renders in
 * StrictMode (src/main.tsx), and so does this test.
 */
describe('new photo previews (object URLs)', () => {
  let created: string[];
  let revoked: string[];
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

  beforeEach(() => {
    created = [];
    revoked = [];
    URL.createObjectURL = vi.fn(() => {
      const url = `blob:preview-${created.length + 1}`;
      created.push(url);
      return url;
    });
    URL.revokeObjectURL = vi.fn((url: string) => {
      revoked.push(url);
    });
  });
  afterEach(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });

  it('makes one URL per photo and revokes each exactly once, under StrictMode', async () => {
    await signInAsAdmin();
    const user = setupUser();
    const view = render(
      <StrictMode>
        <AppProviders queryClient={createQueryClient()} mantineEnv="test">
          <App history={createMemoryHistory({ initialEntries: ['/trail/new'] })} />
        </AppProviders>
      </StrictMode>,
    );
    await screen.findByRole('form', { name: 'Create trail' });

    await uploadPhotos(user, [pngFile('a.png'), pngFile('b.png')]);
    expect(await screen.findAllByRole('img', { name: /^New photo/ })).toHaveLength(2);
    expect(created).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'New photo 1: a.png' })).toHaveAttribute(
      'src',
      created[0],
    );

    await user.click(screen.getByRole('button', { name: 'Remove new photo a.png' }));
    expect(screen.getAllByRole('img', { name: /^New photo/ })).toHaveLength(1);
    expect(revoked).toEqual([created[0]]);

    view.unmount();
    expect(created).toHaveLength(2);
    expect([...revoked].sort()).toEqual([...created].sort());
  });
});
