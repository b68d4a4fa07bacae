/**
 * A failed submission sent again with the same values reuses its Idempotency-Key, so it can
 * never create a second trail; different values get a new key.
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/api/config';
import { db, toTrail } from '../../mocks/db';
import { server } from '../../mocks/node';
import { renderApp } from '../render';
import {
  chooseCity,
  chooseCountry,
  editableTrail,
  field,
  fill,
  findMessage,
  placeWithCities,
  submitButton,
  uploadKml,
  uploadPhotos,
} from './helpers';
import type { User } from '../support';
import { t } from '../text';

async function fillCreateForm(user: User) {
  const { country, cities } = placeWithCities();
  await uploadPhotos(user);
  await chooseCountry(user, country.id);
  await chooseCity(user, cities[0]!.id);
  await uploadKml(user);
  await fill(user, 'Name', 'Only Once');
  await fill(user, 'Time (hours)', '1');
  await user.selectOptions(field('Car Type'), 'SUV');
  await fill(user, 'Description', 'Created a single time.');
}

/**
 * A server that honours Idempotency-Key but whose first `lost` answers never arrive: it does
 * the work for each new key (counted in `created`) and answers a repeated key with the result.
 */
function serverLosingAnswers(lost: number) {
  const keys: string[] = [];
  const trails = new Map<string, number>();
  const template = toTrail(db, editableTrail());
  server.use(
    http.post(apiUrl('/trails'), ({ request }) => {
      const key = request.headers.get('Idempotency-Key') ?? '';
      keys.push(key);
      if (!trails.has(key)) trails.set(key, 9000 + trails.size);
      if (keys.length <= lost) return HttpResponse.error();
      return HttpResponse.json(
        { trail: { ...template, id: trails.get(key)!, name: 'Only Once' } },
        { status: 201 },
      );
    }),
  );
  return { keys, created: () => trails.size };
}

describe('sending a failed submission again', () => {
  it('the same values carry the same key: one trail, however often it is sent', async () => {
    const { user } = await renderApp('/trail/new');
    await screen.findByRole('form', { name: 'Create trail' });
    await fillCreateForm(user);
    // The server creates the trail, but neither the answer nor its retry's answer arrives.
    const backend = serverLosingAnswers(2);
    await user.click(submitButton('Create'));
    // No answer reached the panel: the form says so and offers Retry (src/ui/save-failure.tsx).
    expect(await findMessage(t('errors.network'))).toBeInTheDocument();
    expect(backend.keys).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: t('common.retry') }));
    expect(await findMessage('Trail Created')).toBeInTheDocument();
    expect(new Set(backend.keys).size).toBe(1);
    expect(backend.created()).toBe(1);
  });

  it('different values carry a new key', async () => {
    const { user } = await renderApp('/trail/new');
    await screen.findByRole('form', { name: 'Create trail' });
    await fillCreateForm(user);
    const backend = serverLosingAnswers(Infinity);
    await user.click(submitButton('Create'));
    expect(await findMessage(t('errors.network'))).toBeInTheDocument();
    await fill(user, 'Name', ' Again');
    await user.click(submitButton('Create'));
    await expect.poll(() => backend.keys.length).toBe(4);
    expect(backend.keys[0]).toBe(backend.keys[1]);
    expect(backend.keys[2]).toBe(backend.keys[3]);
    expect(backend.keys[2]).not.toBe(backend.keys[0]);
  });

  it('an update sent again keeps its key too', async () => {
    const trail = editableTrail();
    const keys: string[] = [];
    server.use(
      http.put(apiUrl(`/trails/${trail.id}`), ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key') ?? '');
        return keys.length <= 2
          ? HttpResponse.json({ message: 'down', statusCode: 503 }, { status: 503 })
          : undefined;
      }),
    );
    const { user } = await renderApp(`/trail/edit/${trail.id}`);
    await screen.findByRole('form', { name: 'Edit trail' });
    await fill(user, 'Description', ' More.');
    await user.click(submitButton('Update'));
    expect(await findMessage(/Failed to update trail/)).toBeInTheDocument();
    await user.click(submitButton('Update'));
    expect(await findMessage('Trail Updated')).toBeInTheDocument();
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });
});
