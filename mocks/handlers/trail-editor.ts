/** Trail details, create, update, path and photo calls (issue 4). */
import type { HttpHandler } from 'msw';

export const trailEditorHandlers: HttpHandler[] = [];
