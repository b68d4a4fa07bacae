import {
  Alert,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import type { Trail } from '@/api/trails/schemas';
import { TRAIL_STATUS_OPTIONS } from '@/components/badges';
import { displayRating, formatShortDate } from '@/lib/format';
import { pathMetrics } from '@/lib/kml/metrics';
import {
  CAR_TYPE_OPTIONS,
  DIFFICULTY_OPTIONS,
  ROUTE_TYPE_OPTIONS,
  TIME_HINT,
  type FormField,
} from './form-values';
import { LocationFields } from './location-fields';
import { PhotosSection } from './photos-section';
import { ProcessingDialog } from './processing-dialog';
import { TagPicker } from './tag-picker';
import { TrailPathField } from './trail-path-field';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { useTrailEditor } from './use-trail-editor';

const withBlank = <T extends { value: string; label: string }>(options: T[], label: string) => [
  { value: '', label },
  ...options,
];

/** The trail form of SPEC.md §2, in its order; create when `trail` is null, else edit. */
export function TrailForm({ trail }: { trail: Trail | null }) {
  const editor = useTrailEditor(trail);
  const { values, set, failure } = editor;
  /** The failure's message on its own field (tied by aria-describedby), else nothing. */
  const errorFor = (field: FormField) => (failure?.field === field ? failure.message : undefined);
  const timeFailed = failure?.field === 'hours';
  const path = editor.pendingPath?.path ?? trail?.trailPath?.coordinates ?? null;
  const metrics = editor.pendingPath
    ? pathMetrics(editor.pendingPath.path)
    : { distance: trail?.distance ?? null, elevationGain: trail?.elevationGain ?? null };
  const rating = displayRating(trail?.rating);

  return (
    <form
      noValidate
      aria-label={trail ? 'Edit trail' : 'Create trail'}
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
                <TextInput label="ID" readOnly value={String(trail.id)} />
                <TextInput label="Created At" readOnly value={formatShortDate(trail.createdAt)} />
                <TextInput
                  label="Rating"
                  readOnly
                  value={rating === null ? 'N/A' : String(rating)}
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
              trailName={values.name.trim() || trail?.name || 'trail'}
              trailId={trail?.id ?? null}
              error={errorFor('trailPath')}
            />
            <TextInput
              id="trail-field-name"
              label="Name"
              withAsterisk
              value={values.name}
              onChange={(e) => set('name', e.currentTarget.value)}
              error={errorFor('name')}
              maxLength={200}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Distance (km)"
                readOnly
                value={metrics.distance === null || !path ? '' : String(metrics.distance)}
              />
              <TextInput
                label="Elevation Gain (m)"
                readOnly
                value={metrics.elevationGain === null ? '' : String(metrics.elevationGain)}
              />
            </SimpleGrid>
            <NativeSelect
              id="trail-field-difficulty"
              label="Difficulty"
              withAsterisk
              data={withBlank(DIFFICULTY_OPTIONS, 'Select a difficulty')}
              value={values.difficulty}
              onChange={(e) => set('difficulty', e.currentTarget.value as typeof values.difficulty)}
              error={errorFor('difficulty')}
            />
            <SimpleGrid
              cols={{ base: 1, sm: 2 }}
              role="group"
              aria-label="Time"
              // Mantine names an input's error `{id}-error`: the time's message is on the hours.
              aria-describedby={timeFailed ? 'trail-field-hours-error' : undefined}
            >
              <NumberInput
                id="trail-field-hours"
                label="Time (hours)"
                withAsterisk
                min={0}
                step={0.25}
                decimalScale={2}
                allowNegative={false}
                placeholder="e.g. 2.5"
                description={TIME_HINT}
                value={values.hours}
                onChange={(v) => set('hours', v)}
                error={errorFor('hours')}
              />
              <NumberInput
                id="trail-field-minutes"
                label="Time (minutes)"
                min={0}
                max={59}
                step={5}
                allowNegative={false}
                allowDecimal={false}
                placeholder="e.g. 30"
                description="0 to 59"
                value={values.minutes}
                onChange={(v) => set('minutes', v)}
                // Marked too (the time is the pair); the message itself sits on the hours.
                error={timeFailed || undefined}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NativeSelect
                id="trail-field-type"
                label="Trail Type"
                withAsterisk
                data={withBlank(ROUTE_TYPE_OPTIONS, 'Select a trail type')}
                value={values.type}
                onChange={(e) => set('type', e.currentTarget.value as typeof values.type)}
                error={errorFor('type')}
              />
              <NativeSelect
                id="trail-field-carType"
                label="Car Type"
                withAsterisk
                required
                data={withBlank(CAR_TYPE_OPTIONS, 'Select a car type')}
                value={values.carType}
                onChange={(e) => set('carType', e.currentTarget.value as typeof values.carType)}
                error={errorFor('carType')}
              />
            </SimpleGrid>
            <Textarea
              id="trail-field-description"
              label="Description"
              withAsterisk
              rows={5}
              resize="vertical"
              value={values.description}
              onChange={(e) => set('description', e.currentTarget.value)}
              error={errorFor('description')}
            />
            {trail && (
              <NativeSelect
                id="trail-field-status"
                label="Status"
                data={TRAIL_STATUS_OPTIONS}
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
            title="Please check the form"
          >
            {failure.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            loading={editor.saving}
          >
            {trail ? 'Update' : 'Create'}
          </Button>
        </Group>
      </Stack>
      <ProcessingDialog opened={editor.saving} progress={editor.uploadProgress} />
      <UnsavedChangesGuard isDirty={editor.isDirty} />
    </form>
  );
}
