import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type MessageResponse } from '../common/schemas';
import { writeEffects } from '../common/effects';
import { http } from '../http';
import { locationWrites } from './cache';
import { countryResponseSchema, type Country } from './schemas';

/** POST /trails/locations/countries, body {name} → 201 {country} (409 on a duplicate name). */
export async function createCountry(vars: { name: string }): Promise<Country> {
  const { country } = await http.post('/trails/locations/countries', countryResponseSchema, { json: vars });
  return country;
}

/** PUT /trails/locations/countries, body {id, name} → {country}. */
export async function updateCountry(vars: { id: number; name: string }): Promise<Country> {
  const { country } = await http.put('/trails/locations/countries', countryResponseSchema, { json: vars });
  return country;
}

/** DELETE /trails/locations/countries, body {id} (409 when it still has cities). */
export function deleteCountry(id: number): Promise<MessageResponse> {
  return http.delete('/trails/locations/countries', messageResponseSchema, { json: { id } });
}

export function useCreateCountryMutation() {
  return useMutation({ mutationFn: createCountry, ...writeEffects(locationWrites.countryCreate) });
}

export function useUpdateCountryMutation() {
  return useMutation({ mutationFn: updateCountry, ...writeEffects(locationWrites.countryUpdate) });
}

export function useDeleteCountryMutation() {
  return useMutation({ mutationFn: deleteCountry, ...writeEffects(locationWrites.countryDelete) });
}
