import { startEarlyRequests } from './api/early-requests';
import { preloadLandingCode } from './app/landing-code';

/**
 * main.tsx's first import, so that in the first screen's file this runs before React, Mantine
 * and the sign-in screen are evaluated: a signed-in cold load asks for its landing
 * screen's data (src/api/early-requests.ts) and fetches the signed-in app's and the landing
 * screen's code (src/app/landing-code.ts) while the rest of the first screen's code runs.
 * Not with the fake backend: its worker is not up yet.
 */
if (!__CAIRN_MOCKS__) {
  startEarlyRequests();
  preloadLandingCode();
}
