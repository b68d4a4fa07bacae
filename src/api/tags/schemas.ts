import { z } from 'zod';
import { idSchema, isoDateSchema } from '../common/schemas';

export const tagSchema = z.object({
  id: idSchema,
  name: z.string(),
  trailCount: z.number().int().nonnegative(),
  /** Not in SPEC.md's Tag; API.md's list answers may carry it, and the tag screen sorts by it. */
  createdAt: isoDateSchema.optional(),
});
export type Tag = z.infer<typeof tagSchema>;

export const tagRefSchema = z.object({ id: idSchema, name: z.string() });
export type TagRef = z.infer<typeof tagRefSchema>;

export const tagsResponseSchema = z.object({ tags: z.array(tagSchema) });
export const createTagBodySchema = z.object({ name: z.string().trim().min(2).max(49) });
export const createTagResponseSchema = z.object({
  tag: z.object({ identifiers: z.array(z.object({ id: idSchema })).min(1), name: z.string() }),
});
