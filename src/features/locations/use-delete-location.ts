import { createElement, Fragment, useCallback } from 'react';
import { checkDeletion } from '@/api/locations/check-deletion';
import { useDeleteCityMutation } from '@/api/locations/city-writes';
import { useDeleteCountryMutation } from '@/api/locations/country-writes';
import type { LocationType } from '@/api/locations/schemas';
import { confirm, notifyError, notifySuccess, showErrorDialog } from '@/components/dialogs';
import { translator } from '@/i18n/translator';
import { locationFailure, locationSuccess } from './location-messages';

/**
 * SPEC.md §4–§5: deleting a country or city first asks the server whether it may go. A
 * refusal shows the server's reason and "You need to remove the associated {type} first.";
 * otherwise the admin confirms and the DELETE is sent. Any failure (the check, or the
 * delete, e.g. a 409 when a city was added meanwhile) shows the server's message or
 * "Failed to delete {country|city}".
 */
export function useDeleteLocation() {
  const deleteCountry = useDeleteCountryMutation().mutateAsync;
  const deleteCity = useDeleteCityMutation().mutateAsync;

  return useCallback(
    async (type: LocationType, item: { id: number; name: string }) => {
      try {
        const check = await checkDeletion(type, item.id);
        if (!check.canDelete) {
          const { t, tx } = translator();
          const association = check.associationType ?? (type === 'country' ? 'cities' : 'trails');
          // The server's reason (its words, isolated), then SPEC.md §5's refusal.
          showErrorDialog(
            tx('locations.cannotDelete', { name: item.name }),
            createElement(
              Fragment,
              null,
              check.reason ? createElement('bdi', null, check.reason) : null,
              check.reason ? ' ' : null,
              t('locations.associatedFirst', { type: association }),
            ),
          );
          return;
        }
      } catch (error) {
        notifyError(locationFailure(translator(), error, 'delete', type));
        return;
      }
      const { t, tx } = translator();
      const ok = await confirm({
        title: tx(type === 'country' ? 'locations.deleteCountryTitle' : 'locations.deleteCityTitle', { name: item.name }),
        message: tx(type === 'country' ? 'locations.deleteCountryText' : 'locations.deleteCityText', { name: item.name }),
        confirmLabel: t('common.delete'),
      });
      if (!ok) return;
      try {
        if (type === 'country') await deleteCountry(item.id);
        else await deleteCity(item.id);
        const { title, message } = locationSuccess(translator(), 'delete', type, item.name);
        notifySuccess(title, message);
      } catch (error) {
        notifyError(locationFailure(translator(), error, 'delete', type));
      }
    },
    [deleteCountry, deleteCity],
  );
}
