import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { SubmissionKeys } from '@/api/common/idempotency';
import { useCreateTrailMutation } from '@/api/trails/create';
import { useUpdateTrailPathMutation } from '@/api/trails/path';
import { useDeleteTrailPhotoMutation } from '@/api/trails/photo-delete';
import type { Trail } from '@/api/trails/schemas';
import { useUpdateTrailMutation } from '@/api/trails/update';
import { confirm, notifyError, notifyInfo, notifySuccess } from '@/components/dialogs';
import type { MessageKey } from '@/i18n/catalogues';
import { translator } from '@/i18n/translator';
import { partitionImages } from '@/lib/image-sniff';
import { createObjectUrl, revokeObjectUrl } from '@/lib/safe-url';
import { useKeepOnSessionEnd, useSessionDraft } from '@/lib/session-drafts';
import {
  MAX_TAGS,
  changedFields,
  newTrailValues,
  rebaseValues,
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
const previewUrl = (file: File) => createObjectUrl(file);
const revoke = (photos: NewPhoto[]) => {
  for (const p of photos) revokeObjectUrl(p.url);
};

/**
 * What the form keeps when the session ends under it (a real expiry, another tab's sign-out):
 * after signing in again it opens with all of it (src/lib/session-drafts.ts).
 */
interface EditorDraft {
  values: TrailFormValues;
  /** The keys of submissions that failed: sent again after signing in, they keep them. */
  submissions: SubmissionKeys;
  /** The server's trail the values were typed over (edit): newer data is merged against it. */
  baseline: TrailFormValues;
  photos: File[];
  pendingPath: PendingPath | null;
}

const withPreview = (file: File): NewPhoto => ({ key: `new-${photoKey++}`, file, url: previewUrl(file) });

/** The trail form's state and actions, for create (no trail) and edit. */
export function useTrailEditor(trail: Trail | null) {
  const mode = trail ? 'edit' : 'create';
  const navigate = useNavigate();
  const draftKey = `trail-editor:${trail?.id ?? 'new'}`;
  const restored = useSessionDraft<EditorDraft>(draftKey);
  const [baseline, setBaseline] = useState<TrailFormValues>(() =>
    trail ? trailValues(trail) : newTrailValues(),
  );
  const [values, setValues] = useState<TrailFormValues>(() => {
    if (!restored) return baseline;
    // Typed before the session ended; the trail may have changed on the server since.
    return trail ? rebaseValues(restored.values, restored.baseline, baseline) : restored.values;
  });
  // Newer server data (a refetch, the answer to this form's own save, a write made elsewhere):
  // fields the administrator has not changed take it; what they typed stays.
  const [source, setSource] = useState(trail);
  if (trail !== source) {
    setSource(trail);
    if (trail) {
      const server = trailValues(trail);
      setValues((current) => rebaseValues(current, baseline, server));
      setBaseline(server);
    }
  }
  const [added, setAdded] = useState<NewPhoto[]>(() => (restored?.photos ?? []).map(withPreview));
  const [submissions] = useState(() => restored?.submissions ?? new SubmissionKeys());
  const [pendingPath, setPendingPath] = useState<PendingPath | null>(restored?.pendingPath ?? null);
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
  useKeepOnSessionEnd<EditorDraft>(draftKey, () =>
    dirty ? { values, baseline, submissions, photos: added.map((p) => p.file), pendingPath } : null,
  );

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
    const fresh = images.map(withPreview);
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
    const sent = {
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
    };
    try {
      await createMutation.mutateAsync({
        ...sent,
        onUploadProgress: setUploadProgress,
        // Sent again after a failure, the same trail carries the same key: never a second one.
        idempotencyKey: submissions.keyFor(['create', sent]),
      });
      submissions.done(['create', sent]);
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
        const sent = { id: current.id, changes, photos: added.map((p) => p.file) };
        await updateMutation.mutateAsync({
          ...sent,
          onUploadProgress: added.length > 0 ? setUploadProgress : undefined,
          idempotencyKey: submissions.keyFor(['update', sent]),
        });
        submissions.done(['update', sent]);
        // The server's answer becomes the form's baseline (the trail it was filled from) when
        // the details cache takes it: what was saved is then no change, so a later failure
        // (the path) does not send it twice.
        revoke(added);
        setAdded([]);
        if (hasFields) notifySuccess(translator().t('editor.updated'));
        if (added.length > 0) notifySuccess(translator().t('editor.photosUpdated'));
      }
      if (pendingPath) {
        setUploadProgress(null); // the path is JSON: no upload progress to show
        const sent = { id: current.id, path: pendingPath.file };
        await pathMutation.mutateAsync({
          id: current.id,
          path: pendingPath.path,
          idempotencyKey: submissions.keyFor(['path', sent]),
        });
        submissions.done(['path', sent]);
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
