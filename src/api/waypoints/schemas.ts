import * as z from 'zod/mini';
import { idSchema } from '../common/schemas';

export const waypointSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  photos: z.array(z.string()),
  location: z.object({ longitude: z.number(), latitude: z.number() }),
});
export type Waypoint = z.infer<typeof waypointSchema>;
export const waypointsResponseSchema = z.object({ waypoints: z.array(waypointSchema) });
