import { useCallback } from 'react';
import { checkDeletion } from '@/api/locations/check-deletion';
import { useDeleteCityMutation } from '@/api/locations/city-writes';
import { useDeleteCountryMutation } from '@/api/locations/country-writes';
import type { LocationType } from '@/api/locations/schemas';
import { confirm, notifyError, notifySuccess, showErrorDialog } from '@/components/dialogs';
import { associatedFirst, locationFailure, locationSuccess } from './location-messages';

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
          const association = check.associationType ?? (type === 'country' ? 'cities' : 'trails');
          showErrorDialog(`Cannot delete ${item.name}`, [check.reason, associatedFirst(association)].filter(Boolean).join(' '));
          return;
        }
      } catch (error) {
        notifyError(locationFailure(error, 'delete', type));
        return;
      }
      const ok = await confirm({
        title: `Delete ${type} ${item.name}?`,
        message: `The ${type} "${item.name}" will be deleted.`,
        confirmLabel: 'Delete',
      });
      if (!ok) return;
      try {
        if (type === 'country') await deleteCountry(item.id);
        else await deleteCity(item.id);
        const { title, message } = locationSuccess('delete', type, item.name);
        notifySuccess(title, message);
      } catch (error) {
        notifyError(locationFailure(error, 'delete', type));
      }
    },
    [deleteCountry, deleteCity],
  );
}
