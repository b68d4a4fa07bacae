import type { ReactNode } from 'react';
import type { LocationType } from '@/api/locations/schemas';
import { ApiError } from '@/api/errors';
import { isUnreachable } from '@/ui/save-failure';
import { apiErrorText } from '@/i18n/api-error-text';
import type { MessageKey } from '@/i18n/catalogues';
import type { Translator } from '@/i18n/translator';

export type LocationVerb = 'create' | 'update' | 'delete';

const FAILED: Record<LocationType, Record<LocationVerb, MessageKey>> = {
  country: {
    create: 'locations.createCountryFailed',
    update: 'locations.updateCountryFailed',
    delete: 'locations.deleteCountryFailed',
  },
  city: {
    create: 'locations.createCityFailed',
    update: 'locations.updateCityFailed',
    delete: 'locations.deleteCityFailed',
  },
};

/**
 * The server's message, or what kept the call from the server (offline, no answer: the dialog
 * keeps its values, and its button sends them again), or "Failed to {create|update|delete}
 * {country|city}" (SPEC.md §8).
 */
export function locationFailure(tr: Translator, error: unknown, verb: LocationVerb, type: LocationType): ReactNode {
  if ((error instanceof ApiError && error.serverMessage) || isUnreachable(error)) return apiErrorText(tr, error);
  return tr.t(FAILED[type][verb]);
}

const SUCCESS: Record<LocationType, Record<LocationVerb, MessageKey>> = {
  country: { create: 'locations.countryCreated', update: 'locations.countryUpdated', delete: 'locations.countryDeleted' },
  city: { create: 'locations.cityCreated', update: 'locations.cityUpdated', delete: 'locations.cityDeleted' },
};
const SUCCESS_TEXT = {
  create: 'locations.createdText',
  update: 'locations.updatedText',
  delete: 'locations.deletedText',
} as const;

/** Success texts: SPEC.md leaves them to us. */
export function locationSuccess(
  tr: Translator,
  verb: LocationVerb,
  type: LocationType,
  name: string,
): { title: string; message: ReactNode } {
  return { title: tr.t(SUCCESS[type][verb]), message: tr.tx(SUCCESS_TEXT[verb], { name }) };
}
