import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import type { Trail } from '@/api/trails/schemas';
import { trailStatusOptions } from '@/components/badges';
import { NumberField } from '@/components/number-field';
import { useLazyPart } from '@/components/use-lazy-part';
import { useT } from '@/i18n/use-t';
import { DURATION_STEP_HOURS } from '@/lib/duration';
import { displayRating } from '@/lib/format';
import { lazyPart } from '@/lib/lazy-part';
import { textDir } from '@/lib/text-dir';
import { pathMetrics } from '@/lib/kml/metrics';
import { CAR_TYPES, DIFFICULTIES, ROUTE_TYPES, type FormField } from './form-values';
import { LocationFields } from './location-fields';
import { PhotosSection } from './photos-section';
import { TagPicker } from './tag-picker';
import { TrailPathField } from './trail-path-field';
import { UnsavedChangesGuard, prefetchUnsavedChangesDialog } from './unsaved-changes-guard';
import { useTrailEditor } from './use-trail-editor';

/** The blocking dialog while a trail saves (Mantine's Modal): not in the form's first render. */
const processingDialog = lazyPart('processing-dialog', () => import('./processing-dialog'));

/** The form was focused: the dialogs' code starts loading, so a save or a move shows them at once. */
const prefetchFormDialogs = () => {
  processingDialog.prefetch();
  prefetchUnsavedChangesDialog();
};

/** A select's choices: a first "Select a ..." for nothing chosen, then the values' labels. */
const withBlank = <V extends string>(blank: string, values: readonly V[], label: (value: V) => string) => [
  { value: '', label: blank },
  ...values.map((value) => ({ value, label: label(value) })),
];

/** The trail form of SPEC.md §2, in its order; create when `trail` is null, else edit. */
export function TrailForm({ trail }: { trail: Trail | null }) {
  const tr = useT();
  const { t } = tr;
  const editor = useTrailEditor(trail);
  const Processing = useLazyPart(processingDialog, editor.saving);
  const { values, set, failure } = editor;
  /** The failure's message on its own field (tied by aria-describedby), else nothing. */
  const errorFor = (field: FormField) => (failure?.field === field ? t(failure.message) : undefined);
  const timeFailed = failure?.field === 'hours';
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
      onSubmit={(e) => {
        e.preventDefault();
        editor.submit();
      }}
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
            <LocationFields
              countryId={values.countryId}
              cityId={values.cityId}
              onCountry={editor.setCountry}
              onCity={(id) => set('cityId', id)}
              cityError={errorFor('cityId')}
            />
            <TrailPathField
              savedPath={trail?.trailPath?.coordinates ?? null}
              pending={editor.pendingPath}
              onPending={editor.choosePath}
              trailName={values.name.trim() || trail?.name || ''}
              trailId={trail?.id ?? null}
              error={errorFor('trailPath')}
            />
            <TextInput
              id="trail-field-name"
              label={t('common.name')}
              withAsterisk
              value={values.name}
              dir={textDir(values.name)}
              onChange={(e) => set('name', e.currentTarget.value)}
              error={errorFor('name')}
              maxLength={200}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('editor.distance')}
                readOnly
                value={metrics.distance === null || !path ? '' : tr.number(metrics.distance)}
              />
              <TextInput
                label={t('editor.elevationGain')}
                readOnly
                value={metrics.elevationGain === null ? '' : tr.number(metrics.elevationGain)}
              />
            </SimpleGrid>
            <NativeSelect
              id="trail-field-difficulty"
              label={t('common.difficulty')}
              withAsterisk
              data={withBlank(t('editor.selectDifficulty'), DIFFICULTIES, (d) => t(`difficulty.${d}`))}
              value={values.difficulty}
              onChange={(e) => set('difficulty', e.currentTarget.value as typeof values.difficulty)}
              error={errorFor('difficulty')}
            />
            <SimpleGrid
              cols={{ base: 1, sm: 2 }}
              role="group"
              aria-label={t('editor.time')}
              // Mantine names an input's error `{id}-error`: the time's message is on the hours.
              aria-describedby={timeFailed ? 'trail-field-hours-error' : undefined}
            >
              <NumberField
                id="trail-field-hours"
                label={t('editor.hours')}
                withAsterisk
                min={0}
                step={DURATION_STEP_HOURS}
                decimalScale={2}
                placeholder={t('editor.hoursPlaceholder')}
                description={t('editor.timeHint')}
                value={values.hours}
                onChange={(v) => set('hours', v)}
                error={errorFor('hours')}
              />
              <NumberField
                id="trail-field-minutes"
                label={t('editor.minutes')}
                min={0}
                max={59}
                step={5}
                placeholder={t('editor.minutesPlaceholder')}
                description={t('editor.minutesHint')}
                value={values.minutes}
                onChange={(v) => set('minutes', v)}
                // Marked too (the time is the pair); the message itself sits on the hours.
                error={timeFailed || undefined}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NativeSelect
                id="trail-field-type"
                label={t('editor.trailType')}
                withAsterisk
                data={withBlank(t('editor.selectTrailType'), ROUTE_TYPES, (r) => t(`routeType.${r}`))}
                value={values.type}
                onChange={(e) => set('type', e.currentTarget.value as typeof values.type)}
                error={errorFor('type')}
              />
              <NativeSelect
                id="trail-field-carType"
                label={t('editor.carType')}
                withAsterisk
                required
                data={withBlank(t('editor.selectCarType'), CAR_TYPES, (c) => t(`carType.${c}`))}
                value={values.carType}
                onChange={(e) => set('carType', e.currentTarget.value as typeof values.carType)}
                error={errorFor('carType')}
              />
            </SimpleGrid>
            <Textarea
              id="trail-field-description"
              label={t('editor.description')}
              withAsterisk
              rows={5}
              resize="vertical"
              value={values.description}
              dir={textDir(values.description)}
              onChange={(e) => set('description', e.currentTarget.value)}
              error={errorFor('description')}
            />
            {trail && (
              <NativeSelect
                id="trail-field-status"
                label={t('common.status')}
                data={trailStatusOptions(t)}
                value={values.status}
                onChange={(e) => set('status', e.currentTarget.value as typeof values.status)}
              />
            )}
            <TagPicker value={values.tagIds} onChange={editor.setTags} known={trail?.tags ?? []} />
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
            {t(failure.message)}
          </Alert>
        )}
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
      {Processing && <Processing.ProcessingDialog opened={editor.saving} progress={editor.uploadProgress} />}
      <UnsavedChangesGuard isDirty={editor.isDirty} />
    </form>
  );
}
