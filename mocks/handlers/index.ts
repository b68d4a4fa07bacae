/** Every handler of the fake backend, and the demo-mode latency. One file per resource. */
import { delay, http } from 'msw';
import { apiUrl } from '../../src/app/config';
import { authHandlers } from './auth';
import { fileHandlers } from './files';
import { locationHandlers } from './locations';
import { reviewHandlers } from './reviews';
import { tagHandlers } from './tags';
import { trailEditorHandlers } from './trail-editor';
import { trailHandlers } from './trails';
import { userHandlers } from './users';
import { waypointHandlers } from './waypoints';

export const handlers = [
  ...authHandlers,
  ...trailHandlers,
  ...trailEditorHandlers,
  ...waypointHandlers,
  ...locationHandlers,
  ...tagHandlers,
  ...reviewHandlers,
  ...userHandlers,
  ...fileHandlers,
];

/**
 * Put first in the browser worker: 150–400 ms per API call, like a real server. It answers
 * nothing, so the request falls through to the real handler. Files are not delayed.
 */
export const latencyHandler = http.all(apiUrl('/*'), async ({ request }) => {
  if (new URL(request.url).pathname.includes('/media/')) return;
  await delay(150 + Math.round(Math.random() * 250));
});
