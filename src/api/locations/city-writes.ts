import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type MessageResponse } from '../common/schemas';
import { writeEffects } from '../common/effects';
import { http } from '../http';
import { locationWrites } from './cache';
import { cityResponseSchema, type City } from './schemas';

/** POST /trails/locations/cities, body {name, countryId} → 201 {city}. */
export async function createCity(vars: { name: string; countryId: number }): Promise<City> {
  const { city } = await http.post('/trails/locations/cities', cityResponseSchema, { json: vars });
  return city;
}

/** PUT /trails/locations/cities, body {id, name, countryId} → {city}. */
export async function updateCity(vars: { id: number; name: string; countryId: number }): Promise<City> {
  const { city } = await http.put('/trails/locations/cities', cityResponseSchema, { json: vars });
  return city;
}

/** DELETE /trails/locations/cities, body {id} (409 when trails use it). */
export function deleteCity(id: number): Promise<MessageResponse> {
  return http.delete('/trails/locations/cities', messageResponseSchema, { json: { id } });
}

export function useCreateCityMutation() {
  return useMutation({ mutationFn: createCity, ...writeEffects(locationWrites.cityCreate) });
}

export function useUpdateCityMutation() {
  return useMutation({ mutationFn: updateCity, ...writeEffects(locationWrites.cityUpdate) });
}

export function useDeleteCityMutation() {
  return useMutation({ mutationFn: deleteCity, ...writeEffects(locationWrites.cityDelete) });
}
