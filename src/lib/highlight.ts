import * as z from 'zod/mini';
import { idSchema } from '@/api/common/schemas';

/**
 * `?highlight={id}`: the row a link points at (the command palette's tag, country, city or
 * review). The screen marks it (aria-current, an outline) and scrolls it into view; a bad
 * value is dropped.
 */
export const highlightParam = z.catch(z.optional(idSchema), undefined);
