import * as z from 'zod/mini';
import { idSchema, isoDateSchema, num, rowsOf } from '../common/schemas';
import { difficultySchema } from '../trails/schemas';

export const reviewStatusSchema = z.enum(['active', 'deleted', 'pending']);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

export const reviewSchema = z.object({
  id: idSchema,
  status: reviewStatusSchema,
  rating: num(z.minimum(0)),
  text: z.string(),
  difficulty: z.nullable(difficultySchema),
  photos: z.array(z.string()),
  createdAt: isoDateSchema,
  user: z.object({ id: idSchema, name: z.string() }),
  trail: z.object({ id: idSchema, name: z.string() }),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewsResponseSchema = z.object({ reviews: rowsOf('reviews', reviewSchema) });
export const reviewResponseSchema = z.object({ review: reviewSchema });
export const reviewIdBodySchema = z.object({ reviewId: idSchema });
