import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { trailKeys } from '@/api/trails/keys';
import { apiUrl } from '@/api/config';
import { formatShortDate } from '@/i18n/translator';
import { server } from '../../mocks/node';
import { db, toTrail } from '../../mocks/db';
import { renderApp } from '../render';
import { pngFile } from './files';
import {
  capturePut,
  chooseCountry,
  chosenTags,
  editableTrail,
  tagInput,
  field,
  fill,
  findMessage,
  submitButton,
  uploadPhotos,
} from './helpers';
import { dialogsClosed } from '../support';

async function openEdit(id: number) {
  const view = await renderApp(`/trail/edit/${id}`);
  await screen.findByRole('form', { name: 'Edit trail' });
  await waitFor(() => expect(field('City')).toHaveValue(String(db.trails.get(id)?.cityId)));
  return view;
}

describe('edit trail', () => {
  it('loads the trail into the form, with read-only ID, created at and rating, and a status field', async () => {
    const trail = editableTrail();
    await openEdit(trail.id);
    const wire = toTrail(db, trail);
    expect(field('ID')).toHaveValue(String(trail.id));
    expect(field('ID')).toHaveAttribute('readonly');
    expect(field('Created At')).toHaveValue(formatShortDate(trail.createdAt, 'en'));
    expect(field('Rating')).toHaveValue(trail.rating === null ? 'N/A' : String(trail.rating));
    expect(field('Name')).toHaveValue(trail.name);
    expect(field('Description')).toHaveValue(trail.description);
    expect(field('Difficulty')).toHaveValue(trail.difficulty);
    expect(field('Trail Type')).toHaveValue(trail.type);
    expect(field('Car Type')).toHaveValue(trail.carType);
    expect(field('Status')).toHaveValue(trail.status);
    expect(
      within(field('Status'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Active', 'Pending', 'Inactive']);
    expect(field('Country')).toHaveValue(String(wire.city.countryId));
    expect(field('Distance (km)')).toHaveValue(String(trail.distance));
    expect(field('Elevation Gain (m)')).toHaveValue(String(trail.elevationGain));
    const [h, m] = /(\d+) hours (\d+) minutes/.exec(trail.time)!.slice(1);
    expect(field('Time (hours)')).toHaveValue(h);
    expect(field('Time (minutes)')).toHaveValue(m);
    expect(screen.getAllByRole('img', { name: /^Trail photo/ })).toHaveLength(trail.photos.length);
    expect(screen.getByRole('img', { name: 'Drawing of the trail path' })).toBeInTheDocument();
    // The chart is a part of its own, loaded with the path: it may come a moment after the form.
    expect(await screen.findByRole('figure', { name: 'Elevation profile' })).toBeInTheDocument();
    expect(chosenTags()).toEqual(wire.tags.map((t) => t.name));
    expect(submitButton('Update')).toBeInTheDocument();
  });

  it('an Update with nothing changed, or an edit undone, says "No changes detected" and sends nothing', async () => {
    const trail = editableTrail();
    const { user } = await openEdit(trail.id);
    const seen = capturePut(trail.id);
    await user.click(submitButton('Update'));
    expect(await findMessage('No changes detected')).toBeInTheDocument();
    await fill(user, 'Name', ' more');
    await user.clear(field('Name'));
    await fill(user, 'Name', trail.name);
    await user.click(submitButton('Update'));
    await waitFor(() => expect(screen.getAllByText('No changes detected')).toHaveLength(2));
    expect(seen).toHaveLength(0);
  });

  it('refuses a file that is not an image by its bytes', async () => {
    const trail = editableTrail();
    const { user } = await openEdit(trail.id);
    await uploadPhotos(user, [
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.png', { type: 'image/png' }),
    ]);
    expect(await findMessage(/logo\.png is not an image/)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^New photo/ })).not.toBeInTheDocument();
  });

  it('deleting a saved photo asks "Delete Photo?" first: Cancel keeps it, Delete deletes it ("Photo Deleted")', async () => {
    const trail = editableTrail();
    const { user } = await openEdit(trail.id);
    const count = trail.photos.length;
    await user.click(screen.getByRole('button', { name: 'Delete photo 1' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Photo?' });
    expect(
      within(dialog).getByText('Are you sure you want to delete this photo?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogsClosed();
    expect(db.trails.get(trail.id)?.photos).toHaveLength(count);

    const first = trail.photos[0];
    await user.click(screen.getByRole('button', { name: 'Delete photo 1' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Photo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await findMessage('Photo Deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('img', { name: /^Trail photo/ })).toHaveLength(count - 1),
    );
    expect(db.trails.get(trail.id)?.photos).not.toContain(first);
  });

  it('sends only the changed fields as JSON: cityId a number, tagIds a list', async () => {
    const trail = editableTrail();
    const { user } = await openEdit(trail.id);
    const seen = capturePut(trail.id);
    const otherCity = [...db.cities.values()].find(
      (c) => c.id !== trail.cityId && c.countryId === db.cities.get(trail.cityId)?.countryId,
    );
    await user.clear(field('Name'));
    await fill(user, 'Name', 'New Name');
    if (otherCity) await user.selectOptions(field('City'), String(otherCity.id));
    await user.selectOptions(field('Status'), 'deleted');
    await user.click(submitButton('Update'));
    expect(await findMessage('Trail Updated')).toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.contentType).toContain('application/json');
    expect(seen[0]?.body).toEqual({
      name: 'New Name',
      status: 'deleted',
      ...(otherCity ? { cityId: otherCity.id } : {}),
    });
    expect(db.trails.get(trail.id)).toMatchObject({ name: 'New Name', status: 'deleted' });
    // Saved: a second Update has nothing to send.
    await user.click(submitButton('Update'));
    expect(await findMessage('No changes detected')).toBeInTheDocument();
    expect(seen).toHaveLength(1);
  });

  it('a new country without a city is checked, not "No changes detected": "Please select a city"', async () => {
    const trail = editableTrail();
    const countryId = db.cities.get(trail.cityId)?.countryId;
    const other = [...db.countries.values()].find((c) => c.id !== countryId);
    if (!other) throw new Error('the seed has one country');
    const seen = capturePut(trail.id);
    const { user } = await renderApp(`/trail/edit/${trail.id}`);
    await screen.findByRole('form', { name: 'Edit trail' });
    await chooseCountry(user, other.id);
    expect(field('City')).toHaveValue('');
    await user.click(submitButton('Update'));
    await waitFor(() => expect(field('City')).toHaveAccessibleDescription('Please select a city'));
    expect(screen.queryByText('No changes detected')).not.toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('sends the time as "{h} hours {m} minutes" and the tag list when tags change', async () => {
    const trail = editableTrail();
    const { user } = await openEdit(trail.id);
    const seen = capturePut(trail.id);
    await user.clear(field('Time (hours)'));
    await fill(user, 'Time (hours)', '3.25');
    await user.clear(field('Time (minutes)'));
    const wire = toTrail(db, trail);
    // From the keyboard: Backspace in the tag input takes off the last tag.
    await user.click(tagInput());
    await user.keyboard('{Backspace}');
    await user.click(submitButton('Update'));
    expect(await findMessage('Trail Updated')).toBeInTheDocument();
    expect(seen[0]?.body).toEqual({
      time: '3 hours 15 minutes',
      tagIds: wire.tags.slice(0, -1).map((t) => t.id),
    });
  });

  it('an update failure shows the server message and keeps the edits', async () => {
    const trail = editableTrail();
    const { user } = await openEdit(trail.id);
    server.use(
      http.put(apiUrl(`/trails/${trail.id}`), () =>
        HttpResponse.json({ message: 'Name already taken', statusCode: 409 }, { status: 409 }),
      ),
    );
    await user.clear(field('Name'));
    await fill(user, 'Name', 'Clash');
    await user.click(submitButton('Update'));
    expect(await findMessage('Failed to update trail: Name already taken')).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Clash');
    expect(db.trails.get(trail.id)?.name).toBe(trail.name);
  });

  it('a success answer the panel cannot read says the update may not have completed', async () => {
    const trail = editableTrail();
    const { user } = await openEdit(trail.id);
    server.use(
      http.put(apiUrl(`/trails/${trail.id}`), () =>
        HttpResponse.json({ ok: true }, { status: 200 }),
      ),
    );
    await fill(user, 'Description', ' More.');
    await user.click(submitButton('Update'));
    expect(
      await findMessage('Trail update may not have been completed successfully...'),
    ).toBeInTheDocument();
  });

  it('new photos go with the update as multipart: "Photos Updated"', async () => {
    const trail = editableTrail();
    const { user } = await openEdit(trail.id);
    // jsdom drops file bytes from multipart bodies; the node test checks them.
    let photoEntries = 0;
    let fields: string[] = [];
    server.use(
      http.put(apiUrl(`/trails/${trail.id}`), async ({ request }) => {
        const form = await request.formData();
        photoEntries = form.getAll('photos').length;
        fields = [...new Set(form.keys())];
        const wire = toTrail(db, trail);
        return HttpResponse.json({
          trail: {
            ...wire,
            photos: [...wire.photos, wire.photos[0]!.replace(/\.png$/, '-new.png')],
          },
        });
      }),
    );
    await uploadPhotos(user, [pngFile('x.png')]);
    expect(screen.getByRole('img', { name: 'New photo 1: x.png' })).toBeInTheDocument();
    await user.click(submitButton('Update'));
    expect(await findMessage('Photos Updated')).toBeInTheDocument();
    expect(photoEntries).toBe(1);
    expect(fields).toEqual(['photos']);
    await waitFor(() =>
      expect(screen.getAllByRole('img', { name: /^Trail photo/ })).toHaveLength(
        trail.photos.length + 1,
      ),
    );
    expect(screen.queryByRole('img', { name: /^New photo/ })).not.toBeInTheDocument();
  });

  it('a failed photo delete says "Failed to delete photo." and keeps the photo', async () => {
    const trail = editableTrail();
    server.use(
      http.delete(apiUrl(`/trails/${trail.id}/photo/:photoId`), () =>
        HttpResponse.json({ message: 'x', statusCode: 404 }, { status: 404 }),
      ),
    );
    const { user } = await openEdit(trail.id);
    await user.click(screen.getByRole('button', { name: 'Delete photo 1' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Photo?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await findMessage('Failed to delete photo.')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^Trail photo/ })).toHaveLength(trail.photos.length);
  });

  it('a trail that cannot be loaded says "Error loading trail data."; its Retry loads it once the server answers again', async () => {
    const trail = editableTrail();
    server.use(
      http.get(apiUrl(`/trails/details/${trail.id}`), () =>
        HttpResponse.json({ message: 'down', statusCode: 503 }, { status: 503 }),
      ),
    );
    const { user } = await renderApp(`/trail/edit/${trail.id}`);
    expect(await findMessage('Error loading trail data.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('form', { name: 'Edit trail' })).toBeInTheDocument();
    expect(screen.queryByText('Error loading trail data.')).not.toBeInTheDocument();
  });

  it('a failed background refetch keeps the form and what was typed', async () => {
    const trail = editableTrail();
    const { user, queryClient } = await openEdit(trail.id);
    await user.clear(field('Name'));
    await fill(user, 'Name', 'Typed Before Refetch');
    let refetched = false;
    server.use(
      http.get(apiUrl(`/trails/details/${trail.id}`), () => {
        refetched = true;
        return HttpResponse.json({ message: 'down', statusCode: 503 }, { status: 503 });
      }),
    );
    await queryClient.invalidateQueries({ queryKey: trailKeys.detail(trail.id) });
    expect(refetched).toBe(true);
    expect(queryClient.getQueryState(trailKeys.detail(trail.id))?.status).toBe('error');
    // The form stays, with the edit in it; the failure is only a small notice above it.
    expect(screen.queryByText('Error loading trail data.')).not.toBeInTheDocument();
    expect(field('Name')).toHaveValue('Typed Before Refetch');
    expect(
      await screen.findByText('Could not refresh the trail data. Showing the trail as loaded.'),
    ).toBeInTheDocument();
  });
});
