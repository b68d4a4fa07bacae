/** Every handler of the fake backend, and the demo-mode latency. */
import { delay, http } from 'msw';
import { apiUrl } from '../../src/app/config';
import { authHandlers } from './auth';
import { fileHandlers } from './files';
import { trailHandlers } from './trails';

export const handlers = [...authHandlers, ...trailHandlers, ...fileHandlers];

/**
 * Put first in the browser worker: 150–400 ms per API call, like a real server. It answers
 * nothing, so the request falls through to the real handler. Files are not delayed.
 */
export const latencyHandler = http.all(apiUrl('/*'), async ({ request }) => {
  if (new URL(request.url).pathname.includes('/media/')) return;
  await delay(150 + Math.round(Math.random() * 250));
});
