/** Waypoint calls (issue 4). */
import type { HttpHandler } from 'msw';

export const waypointHandlers: HttpHandler[] = [];
