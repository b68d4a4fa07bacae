import * as z from 'zod/mini';

/** Ids are positive integers on the wire (docs/api.md), except a photo's id, which is its file name. */
export const idSchema = z.number().check(z.int(), z.positive());
export const isoDateSchema = z.string().check(
  z.refine((s) => !Number.isNaN(Date.parse(s)), { message: 'Expected an ISO-8601 date' }),
);

/** The error body every non-2xx answer carries. `message` may be a list on a 400. */
export const errorBodySchema = z.object({
  message: z.union([z.string(), z.array(z.string())]),
  statusCode: z.optional(z.number()),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
