/**
 * A save that cannot reach the server (src/ui/save-failure.tsx, use-trail-editor.ts,
 * processing-dialog.tsx): offline, Update says so at once, sends nothing, keeps the form as it
 * was (values, new photos) and offers Retry; a save the server does not answer offers Cancel
 * after SLOW_SAVE_MS, with a word about the connection, and Cancel keeps the form too (also
 * while photos are still being prepared).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiUrl } from '@/api/config';
import { SLOW_SAVE_MS } from '@/features/trail-editor/processing-dialog';
import type * as PhotoPipeline from '@/lib/photo-pipeline/prepare';
import { db, toTrail } from '../../mocks/db';
import { server } from '../../mocks/node';
import { renderApp } from '../render';
import { holdTimers, setOnline } from '../support';
import { controlChunk } from '../support/chunks';
import { LANGUAGES, showLanguage, t } from '../text';
import { editableTrail, field, fill, findMessage, submitButton, uploadPhotos } from './helpers';

async function editWithChanges() {
  const trail = editableTrail();
  const app = await renderApp(`/trail/edit/${trail.id}`);
  await screen.findByRole('form', { name: t('editor.editLabel') });
  await fill(app.user, t('editor.description'), ' More.');
  await uploadPhotos(app.user);
  const description = (field(t('editor.description')) as HTMLTextAreaElement).value;
  const photos = () => screen.getAllByRole('img').length;
  return { ...app, trail, description, photos: photos(), countPhotos: photos };
}

describe('saving offline', () => {
  it.each(LANGUAGES)('in %s: Update says offline at once, sends nothing, keeps the form; Retry sends it', async (language) => {
    showLanguage(language);
    const { user, trail, description, photos, countPhotos } = await editWithChanges();
    // jsdom drops file bytes from multipart bodies (the fake backend would refuse them): this
    // server counts what arrives and answers with the trail.
    const puts: { photos: number; description: FormDataEntryValue | null }[] = [];
    server.use(
      http.put(apiUrl(`/trails/${trail.id}`), async ({ request }) => {
        const form = await request.formData();
        puts.push({ photos: form.getAll('photos').length, description: form.get('description') });
        return HttpResponse.json({ trail: toTrail(db, trail) });
      }),
    );
    setOnline(false);
    // Offline before the processing dialog's code arrived: nothing names it, no dialog about it.
    const processing = controlChunk('processing-dialog', { fail: new Error('offline') });
    await user.click(submitButton(t('common.update')));

    const alert = await screen.findByText(t('errors.offline'), { selector: 'p' });
    const failure = alert.closest<HTMLElement>('[role="alert"]')!;
    expect(failure).toHaveTextContent(t('save.kept'));
    expect(puts).toHaveLength(0);
    expect(field(t('editor.description'))).toHaveValue(description);
    expect(countPhotos()).toBe(photos);
    await waitFor(() => expect(processing.loads).toBeGreaterThan(0));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Not a chunk's name, not a technical message anywhere.
    expect(document.body).not.toHaveTextContent(/chunk|processing-dialog/i);

    setOnline(true);
    await user.click(within(failure).getByRole('button', { name: t('common.retry') }));
    expect(await findMessage(t('editor.updated'))).toBeInTheDocument();
    expect(puts).toEqual([{ photos: 1, description: description.trim() }]);
    expect(screen.queryByText(t('save.kept'))).not.toBeInTheDocument();
  });

  it('a save the server does not answer offers Cancel after a while; Cancel keeps the form', async () => {
    const { user, trail, description, photos, countPhotos } = await editWithChanges();
    server.use(http.put(apiUrl(`/trails/${trail.id}`), () => new Promise<Response>(() => undefined)));
    holdTimers();
    await user.click(submitButton(t('common.update')));
    const dialog = await screen.findByRole('dialog', { name: t('editor.saving') });
    expect(within(dialog).queryByRole('button', { name: t('common.cancel') })).not.toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(SLOW_SAVE_MS);
    });
    expect(within(dialog).getByText(t('save.slow'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: t('common.cancel') }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: t('editor.saving') })).not.toBeInTheDocument());
    expect(await findMessage(t('save.cancelled'))).toBeInTheDocument();
    expect(field(t('editor.description'))).toHaveValue(description);
    expect(countPhotos()).toBe(photos);
  });

  it('a network failure while online shows the same Retry, not a dead end', async () => {
    const { user, trail } = await editWithChanges();
    server.use(http.put(apiUrl(`/trails/${trail.id}`), () => HttpResponse.error()));
    await user.click(submitButton(t('common.update')));
    const text = await screen.findByText(t('errors.network'), { selector: 'p' });
    expect(text.closest('[role="alert"]')).toHaveTextContent(t('save.kept'));
  });
});

describe('saving while photos are still being prepared', () => {
  it('Cancel ends the wait for the photos too: nothing is sent, the form stays as it was', async () => {
    // A photo whose preparation never ends (a decoder that stalls on a huge photo).
    controlChunk<typeof PhotoPipeline>('photo-pipeline', {
      wrap: (module) => ({ ...module, preparePhoto: () => new Promise(() => undefined) }),
    });
    const { user, trail, description, photos, countPhotos } = await editWithChanges();
    let puts = 0;
    server.use(
      http.put(apiUrl(`/trails/${trail.id}`), () => {
        puts += 1;
        return HttpResponse.json({ trail: toTrail(db, trail) });
      }),
    );
    holdTimers();
    await user.click(submitButton(t('common.update')));
    const dialog = await screen.findByRole('dialog', { name: t('editor.saving') });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SLOW_SAVE_MS);
    });
    await user.click(within(dialog).getByRole('button', { name: t('common.cancel') }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: t('editor.saving') })).not.toBeInTheDocument());
    expect(await findMessage(t('save.cancelled'))).toBeInTheDocument();
    expect(puts).toBe(0);
    expect(field(t('editor.description'))).toHaveValue(description);
    expect(countPhotos()).toBe(photos);
  });
});
