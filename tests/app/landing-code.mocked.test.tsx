/**
 * Signing in starts the landing screen's code with the signed-in app's (src/app/app.tsx calls
 * src/app/landing-code.ts when it first loads the signed-in app), as a signed-in cold load does.
 */
import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { preloadLandingCode } from '@/app/landing-code';
import { renderApp, signInAsAdmin } from '../render';

vi.mock('@/app/landing-code', () => ({ preloadLandingCode: vi.fn(() => 0) }));

describe('loading the signed-in app', () => {
  it("starts the landing screen's code with it, once, and not before anyone signs in", async () => {
    await renderApp('/', { signedIn: false });
    expect(preloadLandingCode).not.toHaveBeenCalled();
    await act(() => signInAsAdmin());
    await vi.waitFor(() => expect(preloadLandingCode).toHaveBeenCalledOnce());
  });
});
