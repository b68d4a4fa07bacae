import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/api/config';
import { db, toTrail } from '../../mocks/db';
import { server } from '../../mocks/node';
import { controlChunk } from '../support/chunks';
import { fullText, t } from '../text';
import { kmlFile, pngFile } from './files';
import {
  chooseCity,
  chooseCountry,
  field,
  fill,
  findMessage,
  placeWithCities,
  submitButton,
  uploadKml,
  uploadPhotos,
  openCreate,
} from './helpers';
import type { User } from '../support';


const alertText = () => screen.getByRole('alert').textContent;

/**
 * Submits and expects `message` as the first failure: in the form's alert, as the accessible
 * description of its field (aria-describedby), and with the focus on an enabled field: the
 * field itself unless `focused` names another.
 */
async function expectFirstFailure(
  user: User,
  message: string,
  fieldOf: () => HTMLElement,
  focused: () => HTMLElement = fieldOf,
) {
  await user.click(submitButton('Create'));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
  expect(alertText()).toContain(message);
  expect(fieldOf()).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(fieldOf()).toHaveAttribute('aria-describedby');
  expect(focused()).toHaveFocus();
  expect(focused()).toBeEnabled();
}

const button = (name: string) => screen.getByRole('button', { name });

describe('create trail', () => {
  it('shows the fields of SPEC.md in order, with the new-trail defaults', async () => {
    await openCreate();
    expect(field('Difficulty')).toHaveValue('Easy');
    expect(field('Time (hours)')).toHaveAttribute('placeholder', 'e.g. 2.5');
    expect(field('City')).toBeDisabled();
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('ID')).not.toBeInTheDocument();
    expect(field('Distance (km)')).toHaveAttribute('readonly');
    expect(field('Elevation Gain (m)')).toHaveAttribute('readonly');
    const carOptions = [...(field('Car Type') as HTMLSelectElement).options].map(
      (o) => o.textContent,
    );
    expect(carOptions).toEqual(['Select a car type', '4x4', 'Sedan', 'SUV']);
    const labels = [
      'Country',
      'City',
      'Name',
      'Distance (km)',
      'Elevation Gain (m)',
      'Difficulty',
      'Time (hours)',
      'Time (minutes)',
      'Trail Type',
      'Car Type',
      'Description',
      'Tags',
    ];
    const inputs = labels.map((l) =>
      l === 'Tags' ? document.getElementById('trail-field-tagIds') : field(l),
    );
    const order = inputs.map((el) =>
      [...document.querySelectorAll('input, select, textarea')].indexOf(el as Element),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(screen.getByRole('button', { name: 'Add Photos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload .kml' })).toBeInTheDocument();
  });

  it('validates in the order of SPEC.md §5, showing the first failure only', async () => {
    const { user } = await openCreate();
    const { country, cities } = placeWithCities();

    // No country yet: the city is disabled, so the country gets the focus.
    expect(field('City')).toBeDisabled();
    await expectFirstFailure(
      user,
      'Please select a city',
      () => field('City'),
      () => field('Country'),
    );
    expect(field('Country')).toHaveAttribute('aria-invalid', 'true');
    await chooseCountry(user, country.id);
    await waitFor(() => expect(field('City')).toBeEnabled());
    await expectFirstFailure(user, 'Please select a city', () => field('City'));
    await chooseCity(user, cities[0]!.id);

    await expectFirstFailure(user, 'Please fill in the Name field', () => field('Name'));
    await fill(user, 'Name', 'Ridge Walk');

    await user.selectOptions(field('Difficulty'), '');
    await expectFirstFailure(user, 'Please fill in the Difficulty field', () =>
      field('Difficulty'),
    );
    await user.selectOptions(field('Difficulty'), 'Moderate');

    // SPEC.md §5's wording exactly; "greater than zero" is the hours input's description.
    const hours = () => field('Time (hours)');
    await expectFirstFailure(user, 'Please fill in the Time field', hours);
    expect(alertText()).not.toContain('greater than zero');
    expect(hours()).toHaveAccessibleDescription(expect.stringContaining('greater than zero'));
    expect(screen.getByRole('group', { name: 'Time' })).toHaveAccessibleDescription(
      'Please fill in the Time field',
    );
    expect(field('Time (minutes)')).toHaveAttribute('aria-invalid', 'true');
    await fill(user, 'Time (hours)', '0');
    await expectFirstFailure(user, 'Please fill in the Time field', hours);
    await fill(user, 'Time (minutes)', '45');

    await expectFirstFailure(user, 'Please fill in the Description field', () =>
      field('Description'),
    );
    await fill(user, 'Description', 'Along the ridge.');

    await expectFirstFailure(user, 'Please fill in the Trail Path field', () =>
      button('Upload .kml'),
    );
    await uploadKml(user);

    await expectFirstFailure(user, 'Please upload at least one photo', () => button('Add Photos'));
    await uploadPhotos(user);

    await expectFirstFailure(user, 'Please select a car type', () => field('Car Type'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('creates a complete trail, with the processing dialog, and lands on the trail list', async () => {
    const { user, history } = await openCreate();
    const { country, cities } = placeWithCities();
    await uploadPhotos(user, [pngFile('a.png'), pngFile('b.png')]);
    // The files are checked by their bytes (asynchronously) before they show.
    expect(await screen.findAllByRole('img', { name: /^New photo/ })).toHaveLength(2);
    await chooseCountry(user, country.id);
    await chooseCity(user, cities[1]!.id);
    await uploadKml(user, kmlFile(60));
    await screen.findByRole('img', { name: 'Drawing of the trail path' });
    expect(field('Distance (km)')).not.toHaveValue('');
    await fill(user, 'Name', 'Cedar Ridge');
    await fill(user, 'Time (hours)', '2.5');
    await user.selectOptions(field('Trail Type'), 'Out_Back');
    await user.selectOptions(field('Car Type'), '_4x4');
    await fill(user, 'Description', 'Through the cedars.');

    // jsdom drops File contents from multipart bodies (docs/testing.md): the bytes and the real
    // handler are checked in create-multipart.node.test.ts. Here the fields are read and
    // the fake backend answers with a trail made from them.
    let processingShown = false;
    let sent: Record<string, string | number> = {};
    server.use(
      http.post(apiUrl('/trails'), async ({ request }) => {
        processingShown = screen.queryByText('Processing your request, please wait...') !== null;
        const form = await request.formData();
        sent = {};
        form.forEach((value, key) => {
          if (typeof value === 'string') sent[key] = value;
          else sent[key] = (Number(sent[key]) || 0) + 1;
        });
        const trail = toTrail(db, db.trails.get(1)!);
        return HttpResponse.json(
          { trail: { ...trail, id: 999, name: String(sent.name) } },
          { status: 201 },
        );
      }),
    );
    await user.click(submitButton('Create'));
    expect(await findMessage('Trail Created')).toBeInTheDocument();
    expect(processingShown).toBe(true);
    await waitFor(() => expect(history.location.pathname).toBe('/trails'));
    expect(sent).toEqual({
      name: 'Cedar Ridge',
      difficulty: 'Easy',
      time: '2 hours 30 minutes',
      description: 'Through the cedars.',
      trail_path: 1,
      cityId: String(cities[1]!.id),
      type: 'Out_Back',
      carType: '_4x4',
      tagIds: '[]',
      photos: 2,
    });
  });

  it('a failed create says "Error creating trail." and keeps everything entered', async () => {
    const { user, history } = await openCreate();
    const { country, cities } = placeWithCities();
    server.use(
      http.post(apiUrl('/trails'), () =>
        HttpResponse.json({ message: 'disk full', statusCode: 400 }, { status: 400 }),
      ),
    );
    await uploadPhotos(user);
    await chooseCountry(user, country.id);
    await chooseCity(user, cities[0]!.id);
    await uploadKml(user);
    await fill(user, 'Name', 'Kept Name');
    await fill(user, 'Time (hours)', '1');
    await user.selectOptions(field('Car Type'), 'SUV');
    await fill(user, 'Description', 'Kept description');
    await user.click(submitButton('Create'));

    expect(await findMessage('Error creating trail.')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/trail/new');
    expect(field('Name')).toHaveValue('Kept Name');
    expect(field('Description')).toHaveValue('Kept description');
    expect(field('Time (hours)')).toHaveValue('1');
    expect(field('Car Type')).toHaveValue('SUV');
    expect(field('City')).toHaveValue(String(cities[0]!.id));
    expect(screen.getAllByRole('img', { name: /^New photo/ })).toHaveLength(1);
    expect(screen.getByText(fullText(/path\.kml: 30 points/))).toBeInTheDocument();
  });
});

describe('create trail, the uploads transport not downloaded', () => {
  it('says a part could not be loaded, sends nothing and keeps the form as it was', async () => {
    controlChunk('upload', { fail: new Error('offline') });
    const { user, history } = await openCreate();
    const { country, cities } = placeWithCities();
    await uploadPhotos(user, [pngFile('a.png')]);
    expect(await screen.findAllByRole('img', { name: /^New photo/ })).toHaveLength(1);
    await chooseCountry(user, country.id);
    await chooseCity(user, cities[1]!.id);
    await uploadKml(user, kmlFile(60));
    await screen.findByRole('img', { name: 'Drawing of the trail path' });
    await fill(user, 'Name', 'Cedar Ridge');
    await fill(user, 'Time (hours)', '2.5');
    await user.selectOptions(field('Trail Type'), 'Out_Back');
    await user.selectOptions(field('Car Type'), '_4x4');
    await fill(user, 'Description', 'Through the cedars.');
    let posted = false;
    server.use(
      http.post(apiUrl('/trails'), () => {
        posted = true;
        return HttpResponse.json({}, { status: 500 });
      }),
    );

    await user.click(submitButton('Create'));
    expect(await screen.findByRole('dialog', { name: t('errors.chunkFailed') })).toBeInTheDocument();
    expect(posted).toBe(false);
    expect(history.location.pathname).toBe('/trail/new');
    expect(field('Name')).toHaveValue('Cedar Ridge');
  });
});
