/** Review moderation calls (issue 5). */
import type { HttpHandler } from 'msw';

export const reviewHandlers: HttpHandler[] = [];
