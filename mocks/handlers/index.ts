/** Every handler of the fake backend, one file per resource. */
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
