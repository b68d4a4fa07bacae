import * as z from 'zod/mini';
import { idSchema, isoDateSchema, num, readable, rowsOf } from '../common/schemas';
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
  altitude: z.nullable(z.number()),
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
  distance: num(z.nonnegative()),
  elevationGain: z.nullable(num()),
  rating: z.nullable(num(z.minimum(0))),
  cityId: idSchema,
  city: citySchema,
  createdAt: isoDateSchema,
  photos: z.array(z.string()),
  tags: z.array(tagRefSchema),
  startingPoint: z.nullable(pointSchema),
});

export const trailSchema = z.extend(trailBaseSchema, {
  description: z.string(),
  trailPath: z.nullable(trailPathSchema),
});
export type Trail = z.infer<typeof trailSchema>;

export const trailListItemSchema = z.extend(trailBaseSchema, {
  duration: num(),
  reviewCount: num(z.int(), z.nonnegative()),
});
export type TrailListItem = z.infer<typeof trailListItemSchema>;

export const trailListResponseSchema = z.object({
  trails: rowsOf('trails', trailListItemSchema),
  count: num(z.int(), z.nonnegative()),
});
export type TrailListResponse = z.infer<typeof trailListResponseSchema>;
export const trailResponseSchema = z.object({ trail: trailSchema });
/**
 * GET /trails/details/{id}: a field that cannot be read is left empty (and named), so the
 * editor shows the rest; writes' answers stay strict. Not the tags: an update sends the whole
 * set, so an empty stand-in would erase the trail's tags with the first one added.
 */
export const trailDetailsResponseSchema = z.object({
  trail: readable('trail', trailSchema, {
    name: '',
    description: '',
    time: '',
    distance: 0,
    elevationGain: null,
    rating: null,
    photos: [],
    startingPoint: null,
    trailPath: null,
  }),
});

/** GET /trails query, as the server reads it (id lists are comma-separated on the wire). */
const idList = z.pipe(
  z.pipe(
    z.string(),
    z.transform((s) => s.split(',').filter(Boolean).map(Number)),
  ),
  z.array(idSchema),
);
export const trailListQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 12),
  name: z.optional(z.string()),
  status: z.optional(trailStatusSchema),
  cityIds: z.optional(idList),
  countryIds: z.optional(idList),
  sortBy: z._default(sortBySchema, 'newest'),
});
export type TrailListQuery = z.infer<typeof trailListQuerySchema>;

export const trailIdBodySchema = z.object({ id: idSchema });
export const trailStatusBodySchema = z.object({ status: trailStatusSchema });
export const trailPathBodySchema = z.object({ trail_path: z.array(pathPointSchema).check(z.minLength(2)) });
export const updateTrailJsonBodySchema = z.partial(
  z.object({
    name: z.string().check(z.trim(), z.minLength(1)),
    description: z.string().check(z.trim(), z.minLength(1)),
    status: trailStatusSchema,
    difficulty: difficultySchema,
    type: routeTypeSchema,
    carType: carTypeSchema,
    time: z.string().check(z.minLength(1)),
    cityId: idSchema,
    tagIds: z.array(idSchema).check(z.maxLength(10)),
  }),
);
export type UpdateTrailJsonBody = z.infer<typeof updateTrailJsonBodySchema>;
