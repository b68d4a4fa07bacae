import { Alert, Button, Group, Modal, NativeSelect, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type ReactNode } from 'react';
import { useCreateCityMutation, useUpdateCityMutation } from '@/api/locations/city-writes';
import { useCreateCountryMutation, useUpdateCountryMutation } from '@/api/locations/country-writes';
import type { City, Country, LocationType } from '@/api/locations/schemas';
import { notifySuccess } from '@/ui/dialogs';
import { FreeTextInput } from '@/ui/free-text-field';
import { translator } from '@/i18n/translator';
import { useT } from '@/i18n/use-t';
import { useKeepOnSessionEnd } from '@/lib/session-drafts';
import { locationFailure, locationSuccess } from './location-messages';

/** What the dialog edits: a new or existing country or city. */
export type LocationDraft =
  | { type: 'country'; country: Country | null }
  | { type: 'city'; city: City | null; defaultCountryId?: number };

interface LocationDialogProps {
  draft: LocationDraft | null;
  countries: Country[];
  onClose: () => void;
  /** What was typed when the session ended under the dialog (src/lib/session-drafts.ts). */
  typed?: LocationTyped | null;
}

/** The dialog's inputs, kept across a session that ended under it. */
export interface LocationTyped {
  draft: LocationDraft;
  name: string;
  countryId: string;
}

export const LOCATION_DIALOG_DRAFT = 'location-dialog';

/**
 * Add and edit dialog for countries and cities (SPEC.md §2, §5): the save button is disabled
 * with an empty name, and a city also needs a country. A failed save keeps what was typed
 * and shows the server's message or "Failed to {create|update} {country|city}".
 */
export function LocationDialog({ draft, countries, onClose, typed = null }: LocationDialogProps) {
  const { t } = useT();
  const type: LocationType = draft?.type ?? 'country';
  const editing = draft ? (draft.type === 'country' ? draft.country !== null : draft.city !== null) : false;
  const title =
    type === 'country'
      ? t(editing ? 'locations.editCountry' : 'locations.addCountry')
      : t(editing ? 'locations.editCity' : 'locations.addCity');
  return (
    <Modal opened={draft !== null} onClose={onClose} title={title} centered>
      {draft && (
        <LocationForm draft={draft} countries={countries} onDone={onClose} typed={typed?.draft === draft ? typed : null} />
      )}
    </Modal>
  );
}

function LocationForm({
  draft,
  countries,
  onDone,
  typed,
}: {
  draft: LocationDraft;
  countries: Country[];
  onDone: () => void;
  typed: LocationTyped | null;
}) {
  const { t } = useT();
  const existing = draft.type === 'country' ? draft.country : draft.city;
  const form = useForm({
    // Controlled: the save button follows every keystroke, and the dialog is all that re-renders.
    mode: 'controlled',
    initialValues: {
      name: typed?.name ?? existing?.name ?? '',
      countryId:
        typed?.countryId ??
        (draft.type === 'city' ? String(draft.city?.countryId ?? draft.defaultCountryId ?? '') : ''),
    },
    // SPEC.md §5: a name, and for a city its country. Nothing is said: the save button is
    // disabled until both are there (a rule's `true` only marks the value as missing).
    validate: {
      name: (name) => name.trim() === '',
      countryId: (countryId) => draft.type === 'city' && countryId === '',
    },
  });
  useKeepOnSessionEnd<LocationTyped>(LOCATION_DIALOG_DRAFT, () => ({ draft, ...form.getValues() }));
  const [failure, setFailure] = useState<ReactNode>(null);
  const createCountryMutation = useCreateCountryMutation();
  const updateCountryMutation = useUpdateCountryMutation();
  const createCityMutation = useCreateCityMutation();
  const updateCityMutation = useUpdateCityMutation();

  const verb = existing ? 'update' : 'create';
  const busy = createCountryMutation.isPending || updateCountryMutation.isPending || createCityMutation.isPending || updateCityMutation.isPending;
  const invalid = !form.isValid();

  const save = async (values: typeof form.values) => {
    if (busy) return;
    const trimmed = values.name.trim();
    setFailure(null);
    try {
      if (draft.type === 'country') {
        if (draft.country) await updateCountryMutation.mutateAsync({ id: draft.country.id, name: trimmed });
        else await createCountryMutation.mutateAsync({ name: trimmed });
      } else {
        const cid = Number(values.countryId);
        if (draft.city) await updateCityMutation.mutateAsync({ id: draft.city.id, name: trimmed, countryId: cid });
        else await createCityMutation.mutateAsync({ name: trimmed, countryId: cid });
      }
      const { title, message } = locationSuccess(translator(), verb, draft.type, trimmed);
      notifySuccess(title, message);
      onDone();
    } catch (error) {
      setFailure(locationFailure(translator(), error, verb, draft.type));
    }
  };

  return (
    <form onSubmit={form.onSubmit(save)}>
      <Stack>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <FreeTextInput
          label={t('common.name')}
          {...form.getInputProps('name', { withError: false })}
          maxLength={100}
          data-autofocus
        />
        {draft.type === 'city' && (
          <NativeSelect
            label={t('common.country')}
            {...form.getInputProps('countryId', { withError: false })}
            data={[
              { value: '', label: t('common.selectCountry') },
              ...countries.map((c) => ({ value: String(c.id), label: c.name })),
            ]}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={invalid} loading={busy}>
            {existing ? t('common.update') : t('common.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
