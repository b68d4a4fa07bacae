import * as z from 'zod/mini';
import { idSchema } from '../common/schemas';

export const countrySchema = z.object({ id: idSchema, name: z.string() });
export type Country = z.infer<typeof countrySchema>;

export const citySchema = z.object({
  id: idSchema,
  name: z.string(),
  countryId: idSchema,
  country: countrySchema,
});
export type City = z.infer<typeof citySchema>;

export const countriesResponseSchema = z.object({ countries: z.array(countrySchema) });
export const citiesResponseSchema = z.object({ cities: z.array(citySchema) });
export const countryResponseSchema = z.object({ country: countrySchema });
export const cityResponseSchema = z.object({ city: citySchema });

export const locationNameSchema = z.string().check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(100));
export const createCountryBodySchema = z.object({ name: locationNameSchema });
export const updateCountryBodySchema = z.object({ id: idSchema, name: locationNameSchema });
export const deleteByIdBodySchema = z.object({ id: idSchema });
export const createCityBodySchema = z.object({ name: locationNameSchema, countryId: idSchema });
export const updateCityBodySchema = z.extend(createCityBodySchema, { id: idSchema });

export const locationTypeSchema = z.enum(['country', 'city']);
export type LocationType = z.infer<typeof locationTypeSchema>;
export const checkDeletionResponseSchema = z.object({
  canDelete: z.boolean(),
  reason: z.nullable(z.string()),
  associationType: z.nullable(z.enum(['cities', 'trails'])),
});
export type CheckDeletionResponse = z.infer<typeof checkDeletionResponseSchema>;
