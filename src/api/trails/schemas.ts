import { z } from 'zod';
import { idSchema, isoDateSchema } from '../common/schemas';
import { citySchema } from '../locations/schemas';
import { tagRefSchema } from '../tags/schemas';

export const trailStatusSchema = z.enum(['active', 'pending', 'deleted']);
export type TrailStatus = z.infer<typeof trailStatusSchema>;
export const difficultySchema = z.enum(['Easy', 'Moderate', 'Challenging', 'Expert']);
export type Difficulty = z.infer<typeof difficultySchema>;
export const routeTypeSchema = z.enum(['Loop', 'Out_Back', 'Semi_Loop', 'One_Way']);
export type RouteType = z.infer<typeof routeTypeSchema>;
export const carTypeSchema = z.enum(['_4x4', 'Sedan', 'SUV']);
export type CarType = z.infer<typeof carTypeSchema>;
export const sortBySchema = z.enum(['newest', 'oldest']);
export type SortBy = z.infer<typeof sortBySchema>;

export const pointSchema = z.object({
  type: z.literal('Point'),
  coordinates: z.tuple([z.number(), z.number()]),
});
export const pathPointSchema = z.object({
  lon: z.number(),
  lat: z.number(),
  altitude: z.number().nullable(),
});
export type PathPoint = z.infer<typeof pathPointSchema>;
export const trailPathSchema = z.object({
  type: z.literal('LineString'),
  coordinates: z.array(pathPointSchema),
});
export type TrailPath = z.infer<typeof trailPathSchema>;

const trailBaseSchema = z.object({
  id: idSchema,
  name: z.string(),
  status: trailStatusSchema,
  difficulty: difficultySchema,
  type: routeTypeSchema,
  carType: carTypeSchema,
  time: z.string(),
  distance: z.number().nonnegative(),
  elevationGain: z.number().nullable(),
  rating: z.number().min(0).nullable(),
  cityId: idSchema,
  city: citySchema,
  createdAt: isoDateSchema,
  photos: z.array(z.string()),
  tags: z.array(tagRefSchema),
  startingPoint: pointSchema.nullable(),
});

export const trailSchema = trailBaseSchema.extend({
  description: z.string(),
  trailPath: trailPathSchema.nullable(),
});
export type Trail = z.infer<typeof trailSchema>;

export const trailListItemSchema = trailBaseSchema.extend({
  duration: z.number(),
  reviewCount: z.number().int().nonnegative(),
});
export type TrailListItem = z.infer<typeof trailListItemSchema>;

export const trailListResponseSchema = z.object({
  trails: z.array(trailListItemSchema),
  count: z.number().int().nonnegative(),
});
export type TrailListResponse = z.infer<typeof trailListResponseSchema>;
export const trailResponseSchema = z.object({ trail: trailSchema });

/** GET /trails query, as the server reads it (id lists are comma-separated on the wire). */
const idList = z
  .string()
  .transform((s) => s.split(',').filter(Boolean).map(Number))
  .pipe(z.array(idSchema));
export const trailListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(12),
  name: z.string().optional(),
  status: trailStatusSchema.optional(),
  cityIds: idList.optional(),
  countryIds: idList.optional(),
  sortBy: sortBySchema.default('newest'),
});
export type TrailListQuery = z.infer<typeof trailListQuerySchema>;

export const trailIdBodySchema = z.object({ id: idSchema });
export const trailStatusBodySchema = z.object({ status: trailStatusSchema });
export const trailPathBodySchema = z.object({ trail_path: z.array(pathPointSchema).min(2) });
export const updateTrailJsonBodySchema = z
  .object({
    name: z.string().trim().min(1),
    description: z.string().trim().min(1),
    status: trailStatusSchema,
    difficulty: difficultySchema,
    type: routeTypeSchema,
    carType: carTypeSchema,
    time: z.string().min(1),
    cityId: idSchema,
    tagIds: z.array(idSchema).max(10),
  })
  .partial();
export type UpdateTrailJsonBody = z.infer<typeof updateTrailJsonBodySchema>;
