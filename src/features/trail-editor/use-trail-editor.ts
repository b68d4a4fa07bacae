import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useCreateTrailMutation } from '@/api/trails/create';
import { useUpdateTrailPathMutation } from '@/api/trails/path';
import { useDeleteTrailPhotoMutation } from '@/api/trails/photos';
import type { Trail } from '@/api/trails/schemas';
import { useUpdateTrailMutation } from '@/api/trails/update';
import { confirm, notifyError, notifyInfo, notifySuccess } from '@/components/dialogs';
import type { MessageKey } from '@/i18n/catalogues';
import { translator } from '@/i18n/translator';
import { partitionImages } from '@/lib/image-sniff';
import {
  MAX_TAGS,
  changedFields,
  newTrailValues,
  timeText,
  trailValues,
  validateTrail,
  type FormField,
  type PendingPath,
  type TrailFormValues,
} from './form-values';
import { notAnImageText, updateErrorMessage } from './messages';
import type { NewPhoto } from './photos-section';

let photoKey = 0;
const previewUrl = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
const revoke = (photos: NewPhoto[]) => {
  for (const p of photos)
    if (p.url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(p.url);
};

/** The trail form's state and actions, for create (no trail) and edit. */
export function useTrailEditor(trail: Trail | null) {
  const mode = trail ? 'edit' : 'create';
  const navigate = useNavigate();
  const [baseline, setBaseline] = useState<TrailFormValues>(() =>
    trail ? trailValues(trail) : newTrailValues(),
  );
  const [values, setValues] = useState<TrailFormValues>(baseline);
  const [added, setAdded] = useState<NewPhoto[]>([]);
  const [pendingPath, setPendingPath] = useState<PendingPath | null>(null);
  const [failure, setFailure] = useState<{ field: FormField; message: MessageKey } | null>(null);
  const [saving, setSaving] = useState(false);
  /** Fraction of the current upload sent, or null before any progress is known. */
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  const createMutation = useCreateTrailMutation();
  const updateMutation = useUpdateTrailMutation();
  const pathMutation = useUpdateTrailPathMutation();
  const deletePhotoMutation = useDeleteTrailPhotoMutation();

  const changes = changedFields(baseline, values);
  const dirty = Object.keys(changes).length > 0 || added.length > 0 || pendingPath !== null;
  const state = useRef({ dirty, leaving: false, added });
  useEffect(() => {
    state.current.dirty = dirty;
    state.current.added = added;
  });
  useEffect(() => () => revoke(state.current.added), []);

  function set<K extends keyof TrailFormValues>(field: K, value: TrailFormValues[K]) {
    setValues((v) => ({ ...v, [field]: value }));
    if (failure?.field === field || (field === 'minutes' && failure?.field === 'hours'))
      setFailure(null);
  }

  function setCountry(countryId: string) {
    // Changing the country reloads the cities and clears the city (SPEC.md §2).
    setValues((v) => (v.countryId === countryId ? v : { ...v, countryId, cityId: '' }));
  }

  function setTags(tagIds: string[]) {
    if (tagIds.length > MAX_TAGS) {
      const { t } = translator();
      notifyError(t('editor.maxTagsText', { max: MAX_TAGS }), t('editor.maxTags'));
      return;
    }
    set('tagIds', tagIds);
  }

  async function addPhotos(files: File[]) {
    if (files.length === 0) return;
    const { images, refused } = await partitionImages(files);
    if (refused.length > 0) {
      const tr = translator();
      notifyError(notAnImageText(tr, refused), tr.t('editor.invalidFile'));
    }
    if (images.length === 0) return;
    // Object URLs and keys are made here, once: an updater may run twice (StrictMode).
    const fresh = images.map((file) => ({ key: `new-${photoKey++}`, file, url: previewUrl(file) }));
    setAdded((list) => [...list, ...fresh]);
    if (failure?.field === 'photos') setFailure(null);
  }

  function removeAdded(key: string) {
    revoke(added.filter((p) => p.key === key));
    setAdded((list) => list.filter((p) => p.key !== key));
  }

  function choosePath(pending: PendingPath) {
    setPendingPath(pending);
    if (failure?.field === 'trailPath') setFailure(null);
  }

  async function deleteSavedPhoto(url: string) {
    if (!trail) return;
    const { t } = translator();
    const ok = await confirm({
      title: t('editor.deletePhoto'),
      message: t('editor.deletePhotoText'),
      confirmLabel: t('common.delete'),
    });
    if (!ok) return;
    setDeleting(url);
    try {
      await deletePhotoMutation.mutateAsync({ trailId: trail.id, photoUrl: url });
      notifySuccess(translator().t('editor.photoDeleted'));
    } catch {
      notifyError(translator().t('editor.photoDeleteFailed'));
    } finally {
      setDeleting(null);
    }
  }

  /**
   * Shows the first failure on its field and focuses that field. The city select is disabled
   * until a country is chosen (and while its cities load): then the country gets the focus,
   * the place where the administrator can act.
   */
  function fail(field: FormField, message: MessageKey) {
    setFailure({ field, message });
    const target = document.getElementById(`trail-field-${field}`);
    const unusable = !target || (target instanceof HTMLSelectElement && target.disabled);
    const focusId =
      field === 'cityId' && unusable ? 'trail-field-countryId' : `trail-field-${field}`;
    document.getElementById(focusId)?.focus();
  }

  async function create() {
    const problem = validateTrail(
      values,
      { hasPath: pendingPath !== null, photoCount: added.length },
      'create',
    );
    if (problem) return fail(problem.field, problem.message);
    if (!pendingPath || values.difficulty === '' || values.type === '' || values.carType === '')
      return;
    setSaving(true);
    setUploadProgress(null);
    try {
      await createMutation.mutateAsync({
        name: values.name.trim(),
        difficulty: values.difficulty,
        time: timeText(values),
        description: values.description.trim(),
        trailPath: pendingPath.file,
        cityId: Number(values.cityId),
        type: values.type,
        carType: values.carType,
        tagIds: values.tagIds.map(Number),
        photos: added.map((p) => p.file),
        onUploadProgress: setUploadProgress,
      });
      notifySuccess(translator().t('editor.created'));
      state.current.leaving = true;
      void navigate({ to: '/trails' });
    } catch {
      // Everything entered stays in the form.
      notifyError(translator().t('editor.createFailed'));
    } finally {
      setSaving(false);
    }
  }

  async function update(current: Trail) {
    if (!dirty) {
      const { t } = translator();
      notifyInfo(t('editor.noChanges'), t('editor.noChangesHint'));
      return;
    }
    const problem = validateTrail(values, { hasPath: true, photoCount: 1 }, 'edit');
    if (problem) return fail(problem.field, problem.message);
    setSaving(true);
    setUploadProgress(null);
    try {
      const hasFields = Object.keys(changes).length > 0;
      if (hasFields || added.length > 0) {
        await updateMutation.mutateAsync({
          id: current.id,
          changes,
          photos: added.map((p) => p.file),
          onUploadProgress: added.length > 0 ? setUploadProgress : undefined,
        });
        // What was saved is the new baseline: a later failure (the path) must not send it twice.
        setBaseline(values);
        revoke(added);
        setAdded([]);
        if (hasFields) notifySuccess(translator().t('editor.updated'));
        if (added.length > 0) notifySuccess(translator().t('editor.photosUpdated'));
      }
      if (pendingPath) {
        setUploadProgress(null); // the path is JSON: no upload progress to show
        await pathMutation.mutateAsync({ id: current.id, path: pendingPath.path });
        setPendingPath(null);
        notifySuccess(translator().t('editor.pathUpdated'));
      }
    } catch (error) {
      notifyError(updateErrorMessage(translator(), error));
    } finally {
      setSaving(false);
    }
  }

  function submit() {
    setFailure(null);
    void (trail ? update(trail) : create());
  }

  return {
    mode,
    values,
    set,
    setCountry,
    setTags,
    added,
    addPhotos,
    removeAdded,
    deleteSavedPhoto,
    deleting,
    pendingPath,
    choosePath,
    failure,
    saving,
    uploadProgress,
    submit,
    /** For the leave guard: read at navigation time. */
    isDirty: () => state.current.dirty && !state.current.leaving,
  };
}

export type TrailEditor = ReturnType<typeof useTrailEditor>;
