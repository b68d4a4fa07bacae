import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { SubmissionKeys } from '@/api/common/idempotency';
import { useCreateTrailMutation } from '@/api/trails/create';
import { useUpdateTrailPathMutation } from '@/api/trails/path';
import { useDeleteTrailPhotoMutation } from '@/api/trails/photo-delete';
import type { Trail } from '@/api/trails/schemas';
import { useUpdateTrailMutation } from '@/api/trails/update';
import { confirm, notifyError, notifyInfo, notifySuccess, showChunkLoadError } from '@/ui/dialogs';
import { shows as showsSaveFailure } from '@/ui/save-failure';
import { translator } from '@/i18n/translator';
import { lazyPart } from '@/lib/lazy-part';
import { createObjectUrl, revokeObjectUrl } from '@/lib/safe-url';
import { useKeepOnSessionEnd, useSessionDraft } from '@/lib/session-drafts';
import {
  MAX_TAGS,
  changedFields,
  differentFields,
  newTrailFields,
  newTrailValues,
  rebaseValues,
  trailValues,
  validateTrail,
  valuesChanged,
  type FormField,
  type PendingPath,
  type TrailFormValues,
} from './form-values';
import { heifText, notAnImageText, updateErrorMessage } from './messages';
import type { NewPhoto } from './photos-section';

/** The photo pipeline (upright, scaled, without metadata) loads when a photo is chosen. */
const photoPipeline = lazyPart('photo-pipeline', () => import('@/lib/photo-pipeline/prepare'));
/** The uploads' transport with progress: loaded with the editor's first render, needed by a save that uploads. */
const uploadTransport = lazyPart('upload', () => import('@/api/xhr-fetch'));

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
  /** The new photos: as chosen, and as prepared when they were. */
  photos: Array<{ original: File; prepared: File | null }>;
  pendingPath: PendingPath | null;
}

/**
 * A save's call, ended at once by Cancel (the signal's abort) whatever the transport does with
 * the abort: the form is usable again at once.
 */
const cancellable = <T>(signal: AbortSignal, call: Promise<T>) =>
  Promise.race([
    call,
    new Promise<never>((_, reject) =>
      signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }),
    ),
  ]);

const withPreview = (original: File, prepared: File | null = null): NewPhoto => {
  const file = prepared ?? original;
  return { key: `new-${photoKey++}`, original, file, preparing: prepared === null, url: previewUrl(file) };
};

/** The trail form's state and actions, for create (no trail) and edit. */
export function useTrailEditor(trail: Trail | null) {
  const mode = trail ? 'edit' : 'create';
  const navigate = useNavigate();
  const draftKey = `trail-editor:${trail?.id ?? 'new'}`;
  const restored = useSessionDraft<EditorDraft>(draftKey);
  const [start] = useState(() => {
    const server = trail ? trailValues(trail) : newTrailValues();
    if (!restored) return { server, values: server };
    // Typed before the session ended; the trail may have changed on the server since.
    const values = trail
      ? rebaseValues(restored.values, restored.baseline, server)
      : restored.values;
    return { server, values };
  });
  /** The server's trail the values were typed over: what an update compares them with. */
  const baseline = useRef(start.server);
  const [added, setAdded] = useState<NewPhoto[]>(() =>
    (restored?.photos ?? []).map((p) => withPreview(p.original, p.prepared)),
  );
  /** Each photo being prepared: what it will send (the form waits for them before saving). */
  const prepared = useRef(new Map<string, Promise<File>>());
  /** Photos are prepared one after another: a 12-megapixel photo decoded takes ~50 MB. */
  const preparing = useRef<Promise<unknown>>(Promise.resolve());
  const [submissions] = useState(() => restored?.submissions ?? new SubmissionKeys());
  const [pendingPath, setPendingPath] = useState<PendingPath | null>(restored?.pendingPath ?? null);
  /** Fraction of the current upload sent, or null before any progress is known. */
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  /** The last save's failure to reach the server (SaveFailure shows it with Retry), or null. */
  const [unreachable, setUnreachable] = useState<unknown>(null);
  /** The save under way: the processing dialog's Cancel aborts it. */
  const saving = useRef<AbortController | null>(null);
  /** The form element, for Retry (the same submission again). */
  const formElement = useRef<HTMLFormElement | null>(null);

  const form = useForm<TrailFormValues>({
    // Uncontrolled: the values live in the form's store, not in the editor's state, so a
    // keystroke does not re-render the whole editor (photos, the path's drawing and chart):
    // each input watches its own value (form-fields.tsx) and re-renders alone.
    mode: 'uncontrolled',
    initialValues: start.values,
    // SPEC.md §5's rules in their order (form-values.ts): the first failure only, as a message
    // key on its field (the path and the photos are fields too), so it follows the language.
    validate: (values) => {
      const failure = validateTrail(
        values,
        { hasPath: pendingPath !== null, photoCount: added.length },
        mode,
      );
      return failure ? { [failure.field]: failure.message } : {};
    },
  });

  // Newer server data (a refetch, the answer to this form's own save, a write made elsewhere):
  // fields the administrator has not changed take it; what they typed stays. Only the fields
  // that change are set: the others (and the message on one) stay as they are.
  const source = useRef(trail);
  useEffect(() => {
    if (!trail || trail === source.current) return;
    source.current = trail;
    const server = trailValues(trail);
    const current = form.getValues();
    const next = rebaseValues(current, baseline.current, server);
    baseline.current = server;
    for (const field of differentFields(current, next)) form.setFieldValue(field, next[field]);
  }, [trail, form]);

  const createMutation = useCreateTrailMutation();
  const updateMutation = useUpdateTrailMutation();
  const pathMutation = useUpdateTrailPathMutation();
  const deletePhotoMutation = useDeleteTrailPhotoMutation();

  /**
   * Whether there is anything to save: a field that differs from the server's trail as the
   * server would store it (valuesChanged: text trimmed, the time as its text, tags as a set, an
   * emptied field included; the form's own dirty flag compares values as typed), a new photo,
   * a new path. Edits that were undone are no change.
   */
  const hasChanges = () =>
    valuesChanged(baseline.current, form.getValues()) || added.length > 0 || pendingPath !== null;
  const state = useRef({ hasChanges, leaving: false, added });
  useEffect(() => {
    state.current.hasChanges = hasChanges;
    state.current.added = added;
  });
  useEffect(() => () => revoke(state.current.added), []);
  useEffect(() => {
    const preparedPhotos = prepared.current;
    return () => preparedPhotos.clear(); // photos that get ready after the form closed are dropped
  }, []);
  useKeepOnSessionEnd<EditorDraft>(draftKey, () =>
    hasChanges()
      ? {
          values: form.getValues(),
          baseline: baseline.current,
          submissions,
          photos: added.map((p) => ({ original: p.original, prepared: p.preparing ? null : p.file })),
          pendingPath,
        }
      : null,
  );

  function setCountry(countryId: string) {
    // Changing the country reloads the cities and clears the city (SPEC.md §2).
    if (form.getValues().countryId === countryId) return;
    form.setFieldValue('countryId', countryId);
    if (form.getValues().cityId !== '') form.setFieldValue('cityId', '');
  }

  function setTags(tagIds: string[]) {
    if (tagIds.length > MAX_TAGS) {
      const { t } = translator();
      notifyError(t('editor.maxTagsText', { max: MAX_TAGS }), t('editor.maxTags'));
      return;
    }
    form.setFieldValue('tagIds', tagIds);
  }

  /**
   * Prepares new photos in the background (src/lib/photo-pipeline): each shows "Preparing…",
   * then its prepared preview and size. A photo removed meanwhile is dropped when ready.
   */
  function prepare(photos: NewPhoto[], pipeline: Awaited<ReturnType<typeof photoPipeline.load>>) {
    for (const photo of photos) {
      const ready = preparing.current.then(async () => {
        if (!prepared.current.has(photo.key)) return photo.original; // removed before its turn
        // The pipeline never rejects a photo; should it fail all the same, the photo goes as chosen.
        const { file, kept } = await pipeline.preparePhoto(photo.original).catch(() => ({ file: photo.original, kept: true }));
        const gone = !prepared.current.has(photo.key);
        const url = kept ? photo.url : gone ? '' : previewUrl(file);
        if (!gone) {
          if (!kept) revokeObjectUrl(photo.url);
          setAdded((list) => list.map((p) => (p.key === photo.key ? { ...p, file, url, preparing: false } : p)));
        }
        return file;
      });
      preparing.current = ready.catch(() => undefined);
      prepared.current.set(photo.key, ready);
    }
  }

  /**
   * The uploads' transport (src/api/xhr-fetch.ts, which src/api/http.ts uses), fetched when
   * the editor opens and waited for before a save that uploads (a new trail's file, photos):
   * when it cannot be downloaded, the panel says a part could not be loaded, nothing is sent
   * and the form keeps its values.
   */
  useEffect(() => uploadTransport.prefetch(), []);
  const uploadReady = () =>
    uploadTransport.load().then(
      () => true,
      () => {
        showChunkLoadError();
        return false;
      },
    );

  /** What the new photos send: each as prepared (waiting for those not ready yet). */
  const photosToSend = () => Promise.all(added.map((p) => prepared.current.get(p.key) ?? p.file));

  // Photos kept from an ended session that were not prepared yet are prepared now (once).
  const restoredWaiting = useRef(added.filter((p) => p.preparing));
  const prepareRef = useRef(prepare);
  useEffect(() => {
    prepareRef.current = prepare;
  });
  useEffect(() => {
    const waiting = restoredWaiting.current;
    restoredWaiting.current = [];
    if (waiting.length === 0) return;
    void photoPipeline.load().then(
      (pipeline) => prepareRef.current(waiting, pipeline),
      () => showChunkLoadError(),
    );
  }, []);

  async function addPhotos(files: File[]) {
    if (files.length === 0) return;
    let pipeline: Awaited<ReturnType<typeof photoPipeline.load>>;
    try {
      pipeline = await photoPipeline.load();
    } catch {
      showChunkLoadError();
      return;
    }
    const { images, heif, refused } = await pipeline.partitionImages(files);
    const tr = translator();
    if (heif.length > 0) notifyError(heifText(tr, heif), tr.t('editor.heifTitle'));
    if (refused.length > 0) notifyError(notAnImageText(tr, refused), tr.t('editor.invalidFile'));
    if (images.length === 0) return;
    // Object URLs and keys are made here, once: an updater may run twice (StrictMode).
    const fresh = images.map((file) => withPreview(file));
    setAdded((list) => [...list, ...fresh]);
    form.clearFieldError('photos');
    prepare(fresh, pipeline);
  }

  function removeAdded(key: string) {
    revoke(added.filter((p) => p.key === key));
    prepared.current.delete(key);
    setAdded((list) => list.filter((p) => p.key !== key));
  }

  function choosePath(pending: PendingPath) {
    setPendingPath(pending);
    form.clearFieldError('trailPath');
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
   * Focuses the field of the failure the form shows. The city select is disabled until a
   * country is chosen (and while its cities load): then the country gets the focus, the place
   * where the administrator can act.
   */
  function focusFailure(field: FormField) {
    const target = document.getElementById(`trail-field-${field}`);
    const unusable = !target || (target instanceof HTMLSelectElement && target.disabled);
    const focusId =
      field === 'cityId' && unusable ? 'trail-field-countryId' : `trail-field-${field}`;
    document.getElementById(focusId)?.focus();
  }

  /**
   * A save that failed: cancelled (Cancel) says so; one that did not reach the server is shown
   * in the form with Retry (SaveFailure); any other says `message`. The form keeps everything.
   */
  function failed(error: unknown, signal: AbortSignal, message: () => ReactNode) {
    const tr = translator();
    if (signal.aborted) notifyInfo(tr.t('save.cancelled'), '');
    else if (showsSaveFailure(error)) setUnreachable(error);
    else notifyError(message());
  }

  async function create(values: TrailFormValues) {
    const fields = newTrailFields(values);
    if (!pendingPath || !fields) return;
    setUploadProgress(null);
    if (!(await uploadReady())) return;
    const { signal } = (saving.current = new AbortController());
    try {
      // Photos still being prepared are waited for; Cancel ends that wait too.
      const sent = { ...fields, trailPath: pendingPath.file, photos: await cancellable(signal, photosToSend()) };
      await cancellable(
        signal,
        createMutation.mutateAsync({
          ...sent,
          onUploadProgress: setUploadProgress,
          // Sent again after a failure, the same trail carries the same key: never a second one.
          idempotencyKey: submissions.keyFor(['create', sent]),
          signal,
        }),
      );
      submissions.done(['create', sent]);
      notifySuccess(translator().t('editor.created'));
      state.current.leaving = true;
      void navigate({ to: '/trails' });
    } catch (error) {
      // Everything entered stays in the form.
      failed(error, signal, () => translator().t('editor.createFailed'));
    }
  }

  async function update(current: Trail, values: TrailFormValues) {
    setUploadProgress(null);
    const { signal } = (saving.current = new AbortController());
    try {
      const changes = changedFields(baseline.current, values);
      const hasFields = Object.keys(changes).length > 0;
      if (hasFields || added.length > 0) {
        if (added.length > 0 && !(await uploadReady())) return;
        const sent = { id: current.id, changes, photos: await cancellable(signal, photosToSend()) };
        await cancellable(
          signal,
          updateMutation.mutateAsync({
            ...sent,
            onUploadProgress: added.length > 0 ? setUploadProgress : undefined,
            idempotencyKey: submissions.keyFor(['update', sent]),
            signal,
          }),
        );
        submissions.done(['update', sent]);
        // The server's answer becomes the form's baseline (the trail it was filled from) when
        // the details cache takes it: what was saved is then no change, so a later failure
        // (the path) does not send it twice.
        revoke(added);
        prepared.current.clear();
        setAdded([]);
        if (hasFields) notifySuccess(translator().t('editor.updated'));
        if (added.length > 0) notifySuccess(translator().t('editor.photosUpdated'));
      }
      if (pendingPath) {
        setUploadProgress(null); // the path is JSON: no upload progress to show
        const sent = { id: current.id, path: pendingPath.file };
        await cancellable(
          signal,
          pathMutation.mutateAsync({
            id: current.id,
            path: pendingPath.path,
            idempotencyKey: submissions.keyFor(['path', sent]),
            signal,
          }),
        );
        submissions.done(['path', sent]);
        setPendingPath(null);
        notifySuccess(translator().t('editor.pathUpdated'));
      }
    } catch (error) {
      failed(error, signal, () => updateErrorMessage(translator(), error));
    }
  }

  /**
   * Create or Update. An update with nothing to save says so before any validation; else the
   * form validates (SPEC.md §5) and, valid, saves while `form.submitting`, or focuses the
   * field of the message it shows.
   */
  function submit(event: FormEvent<HTMLFormElement>) {
    formElement.current = event.currentTarget;
    setUnreachable(null);
    if (trail && !hasChanges()) {
      event.preventDefault();
      form.clearErrors();
      const { t } = translator();
      notifyInfo(t('editor.noChanges'), t('editor.noChangesHint'));
      return;
    }
    form.onSubmit(
      (values) => (trail ? update(trail, values) : create(values)),
      (errors) => {
        const [field] = Object.keys(errors);
        if (field) focusFailure(field as FormField);
      },
    )(event);
  }

  return {
    mode,
    form,
    setCountry,
    setTags,
    added,
    addPhotos,
    removeAdded,
    deleteSavedPhoto,
    deleting,
    pendingPath,
    choosePath,
    saving: form.submitting,
    uploadProgress,
    submit,
    /** The last save's failure to reach the server, for SaveFailure. */
    unreachable,
    /** Sends the same submission again. */
    retry: () => formElement.current?.requestSubmit(),
    /** The processing dialog's Cancel: aborts the save under way; the form keeps everything. */
    cancelSave: () => saving.current?.abort(),
    /** For the leave guard: read at navigation time. */
    isDirty: () => state.current.hasChanges() && !state.current.leaving,
  };
}
