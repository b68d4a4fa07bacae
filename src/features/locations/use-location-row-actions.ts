import { createElement, Fragment, useCallback } from 'react';
import { checkDeletion } from '@/api/locations/check-deletion';
import { useDeleteCityMutation } from '@/api/locations/city-writes';
import { useDeleteCountryMutation } from '@/api/locations/country-writes';
import type { LocationType } from '@/api/locations/schemas';
import { notifyError, notifySuccess, showErrorDialog } from '@/ui/dialogs';
import { runRowAction } from '@/ui/run-row-action';
import { serverMessage } from '@/i18n/api-error-text';
import { translator } from '@/i18n/translator';
import { locationFailure, locationSuccess } from './location-messages';

/**
 * The row action of both location tables, Delete (SPEC.md §4–§5): it first asks the server
 * whether the country or city may go. A refusal shows the server's reason and "You need to
 * remove the associated {type} first."; otherwise the admin confirms and the DELETE is sent.
 * Any failure (the check, or the delete, e.g. a 409 when a city was added meanwhile) shows the
 * server's message or "Failed to delete {country|city}". (Edit opens the location dialog.)
 */
export function useLocationRowActions() {
  const countryDeleteMutation = useDeleteCountryMutation();
  const cityDeleteMutation = useDeleteCityMutation();
  const { mutateAsync: deleteCountry } = countryDeleteMutation;
  const { mutateAsync: deleteCity } = cityDeleteMutation;

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
              check.reason ? serverMessage(check.reason) : null,
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
      await runRowAction({
        confirm: () => {
          const { t, tx } = translator();
          return {
            title: tx(type === 'country' ? 'locations.deleteCountryTitle' : 'locations.deleteCityTitle', { name: item.name }),
            message: tx(type === 'country' ? 'locations.deleteCountryText' : 'locations.deleteCityText', { name: item.name }),
            confirmLabel: t('common.delete'),
          };
        },
        run: () => (type === 'country' ? deleteCountry(item.id) : deleteCity(item.id)),
        done: () => {
          const { title, message } = locationSuccess(translator(), 'delete', type, item.name);
          notifySuccess(title, message);
        },
        failed: (error) => notifyError(locationFailure(translator(), error, 'delete', type)),
      });
    },
    [deleteCountry, deleteCity],
  );
}
