import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import {
  Alert,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import type { Trail } from '@/api/trails/schemas';
import { trailStatusOptions } from '@/widgets/status-badges';
import { NumberField } from '@/ui/number-field';
import { SaveFailure } from '@/ui/save-failure';
import { useLoadedPart } from '@/ui/use-loaded-part';
import { FreeTextInput } from '@/ui/free-text-field';
import { FreeTextarea } from '@/ui/free-textarea';
import type { MessageKey } from '@/i18n/catalogues';
import { useT } from '@/i18n/use-t';
import { DURATION_STEP_HOURS } from '@/lib/duration';
import { displayRating } from '@/lib/format';
import { lazyPart } from '@/lib/lazy-part';
import { pathMetrics } from '@/lib/kml/metrics';
import { CAR_TYPES, DIFFICULTIES, ROUTE_TYPES, type FormField } from './form-values';
import { Field, SelectField, Watch, withBlank } from './form-fields';
import { LocationFields } from './location-fields';
import { PhotosSection } from './photos-section';
import { TagPicker } from './tag-picker';
import { TrailPathField } from './trail-path-field';
import { UnsavedChangesGuard, prefetchUnsavedChangesDialog } from './unsaved-changes-guard';
import { useTrailEditor } from './use-trail-editor';

/** The blocking dialog while a trail saves (Mantine's Modal): not in the form's first render. */
const processingDialog = lazyPart('processing-dialog', () => import('./processing-dialog'));

const ignoreFailure = () => undefined;

/** The form was focused: the dialogs' code starts loading, so a save or a move shows them at once. */
const prefetchFormDialogs = () => {
  processingDialog.prefetch();
  prefetchUnsavedChangesDialog();
};

/** The trail form of SPEC.md §2, in its order; create when `trail` is null, else edit. */
export function TrailForm({ trail }: { trail: Trail | null }) {
  const tr = useT();
  const { t } = tr;
  const editor = useTrailEditor(trail);
  // Its code missing (offline before it arrived) is no failure to report: the save goes on
  // and says itself how it ended.
  const Processing = useLoadedPart(processingDialog, editor.saving, ignoreFailure);
  const { form } = editor;
  // The form shows one message at a time: the first failure of SPEC.md §5's order.
  const failure = Object.entries(form.errors)[0] as [FormField, MessageKey] | undefined;
  /** The failure's message on its own field (tied by aria-describedby), else nothing. */
  const errorFor = (field: FormField) => (failure?.[0] === field ? t(failure[1]) : undefined);
  const timeFailed = failure?.[0] === 'hours';
  const path = editor.pendingPath?.path ?? trail?.trailPath?.coordinates ?? null;
  const metrics = editor.pendingPath
    ? pathMetrics(editor.pendingPath.path)
    : { distance: trail?.distance ?? null, elevationGain: trail?.elevationGain ?? null };
  const rating = displayRating(trail?.rating);

  return (
    <form
      noValidate
      aria-label={trail ? t('editor.editLabel') : t('editor.createLabel')}
      // The dialogs of a save and of leaving with changes load once the form is used.
      onFocus={prefetchFormDialogs}
      onSubmit={editor.submit}
    >
      <Stack gap="md" maw={1000}>
        <Paper withBorder p="md" radius="md">
          <PhotosSection
            saved={trail?.photos ?? []}
            added={editor.added}
            onAdd={(files) => void editor.addPhotos(files)}
            onRemoveAdded={editor.removeAdded}
            onDeleteSaved={(url) => void editor.deleteSavedPhoto(url)}
            deleting={editor.deleting}
            error={errorFor('photos')}
          />
        </Paper>

        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            {trail && (
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput label={t('common.id')} readOnly value={String(trail.id)} />
                <TextInput label={t('editor.createdAt')} readOnly value={tr.date(trail.createdAt)} />
                <TextInput
                  label={t('common.rating')}
                  readOnly
                  value={rating === null ? t('common.notAvailable') : tr.number(rating)}
                />
              </SimpleGrid>
            )}
            <Watch form={form} path="countryId">
              {(countryId) => (
                <Field form={form} path="cityId">
                  {(city) => (
                    <LocationFields
                      countryId={countryId}
                      cityId={city.value}
                      onCountry={editor.setCountry}
                      onCity={city.onChange}
                      cityError={city.error}
                    />
                  )}
                </Field>
              )}
            </Watch>
            {/* A download of the path is named after the name as typed, read at the click:
                typing the name does not draw the path again. */}
            <TrailPathField
              savedPath={trail?.trailPath?.coordinates ?? null}
              pending={editor.pendingPath}
              onPending={editor.choosePath}
              trailName={() => form.getValues().name.trim() || trail?.name || ''}
              trailId={trail?.id ?? null}
              error={errorFor('trailPath')}
            />
            <Field form={form} path="name">
              {(field) => (
                <FreeTextInput
                  id="trail-field-name"
                  label={t('common.name')}
                  withAsterisk
                  {...field}
                  maxLength={200}
                />
              )}
            </Field>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('editor.distance')}
                readOnly
                value={metrics.distance === null || !path ? '' : tr.number(metrics.distance)}
              />
              <TextInput
                label={t('editor.elevationGain')}
                readOnly
                // A path without altitudes has no gain: N/A, not 0 (and empty with no path).
                value={metrics.elevationGain === null ? (path ? t('common.notAvailable') : '') : tr.number(metrics.elevationGain)}
              />
            </SimpleGrid>
            <SelectField
              form={form}
              path="difficulty"
              label={t('common.difficulty')}
              withAsterisk
              data={withBlank(t('editor.selectDifficulty'), DIFFICULTIES, (d) => t(`difficulty.${d}`))}
            />
            <SimpleGrid
              cols={{ base: 1, sm: 2 }}
              role="group"
              aria-label={t('editor.time')}
              // Mantine names an input's error `{id}-error`: the time's message is on the hours.
              aria-describedby={timeFailed ? 'trail-field-hours-error' : undefined}
            >
              <Field form={form} path="hours">
                {(field) => (
                  <NumberField
                    id="trail-field-hours"
                    label={t('editor.hours')}
                    withAsterisk
                    min={0}
                    step={DURATION_STEP_HOURS}
                    decimalScale={2}
                    placeholder={t('editor.hoursPlaceholder')}
                    description={t('editor.timeHint')}
                    {...field}
                  />
                )}
              </Field>
              <Field form={form} path="minutes">
                {(field) => (
                  <NumberField
                    id="trail-field-minutes"
                    label={t('editor.minutes')}
                    min={0}
                    max={59}
                    step={5}
                    placeholder={t('editor.minutesPlaceholder')}
                    description={t('editor.minutesHint')}
                    {...field}
                    onChange={(value) => {
                      field.onChange(value);
                      // The time is the pair: its message (on the hours) goes with a change here too.
                      form.clearFieldError('hours');
                    }}
                    // Marked too (the time is the pair); the message itself sits on the hours.
                    error={timeFailed || undefined}
                  />
                )}
              </Field>
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <SelectField
                form={form}
                path="type"
                label={t('editor.trailType')}
                withAsterisk
                data={withBlank(t('editor.selectTrailType'), ROUTE_TYPES, (r) => t(`routeType.${r}`))}
              />
              <SelectField
                form={form}
                path="carType"
                label={t('editor.carType')}
                withAsterisk
                required
                data={withBlank(t('editor.selectCarType'), CAR_TYPES, (c) => t(`carType.${c}`))}
              />
            </SimpleGrid>
            <Field form={form} path="description">
              {(field) => (
                <FreeTextarea
                  id="trail-field-description"
                  label={t('editor.description')}
                  withAsterisk
                  rows={5}
                  resize="vertical"
                  {...field}
                />
              )}
            </Field>
            {trail && (
              <SelectField form={form} path="status" label={t('common.status')} data={trailStatusOptions(t)} />
            )}
            <Watch form={form} path="tagIds">
              {(tagIds) => (
                <TagPicker value={tagIds} onChange={editor.setTags} known={trail?.tags ?? []} />
              )}
            </Watch>
          </Stack>
        </Paper>

        {failure && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle aria-hidden />}
            role="alert"
            title={t('editor.checkForm')}
          >
            {t(failure[1])}
          </Alert>
        )}
        <SaveFailure error={editor.unreachable} onRetry={editor.retry} />
        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            loading={editor.saving}
          >
            {trail ? t('common.update') : t('common.create')}
          </Button>
        </Group>
      </Stack>
      {Processing && (
        <Processing.ProcessingDialog opened={editor.saving} progress={editor.uploadProgress} onCancel={editor.cancelSave} />
      )}
      <UnsavedChangesGuard isDirty={editor.isDirty} />
    </form>
  );
}
