import * as z from 'zod/mini';
import { idSchema, isoDateSchema } from '../common/schemas';

export const tagSchema = z.object({
  id: idSchema,
  name: z.string(),
  trailCount: z.number().check(z.int(), z.nonnegative()),
  /** Not in SPEC.md's Tag; docs/api.md's list answers may carry it, and the tag screen sorts by it. */
  createdAt: z.optional(isoDateSchema),
});
export type Tag = z.infer<typeof tagSchema>;

export const tagRefSchema = z.object({ id: idSchema, name: z.string() });
export type TagRef = z.infer<typeof tagRefSchema>;

export const tagsResponseSchema = z.object({ tags: z.array(tagSchema) });
export const createTagBodySchema = z.object({ name: z.string().check(z.trim(), z.minLength(2), z.maxLength(49)) });
export const createTagResponseSchema = z.object({
  tag: z.object({ identifiers: z.array(z.object({ id: idSchema })).check(z.minLength(1)), name: z.string() }),
});
