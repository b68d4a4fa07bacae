/** User management calls (issue 6). */
import type { HttpHandler } from 'msw';

export const userHandlers: HttpHandler[] = [];
