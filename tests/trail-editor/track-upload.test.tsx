import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { translator } from '@/i18n/translator';
import { pathMetrics } from '@/lib/kml/metrics';
import { parseGpxText } from '@/lib/kml/gpx';
import { parseKmlText } from '@/lib/kml/parse';
import { db } from '../../mocks/db';
import { renderApp } from '../render';
import { LANGUAGES, fullText, showLanguage, t } from '../text';
import * as f from '../lib/track-fixtures';
import { controlChunk } from '../support/chunks';
import { dialogsClosed } from '../support';
import { kmlFile, pngFile } from './files';
import {
  chooseCity,
  chooseCountry,
  editableTrail,
  field,
  fill,
  findMessage,
  placeWithCities,
  submitButton,
  uploadPhotos,
  openCreate,
  recordDownloads,
} from './helpers';

const pick = (file: File) => fireEvent.change(screen.getByLabelText(t('editor.pathFile')), { target: { files: [file] } });
const gpx = (text: string, name: string) => new File([text], name, { type: 'application/gpx+xml' });

const saved = recordDownloads();


describe.each(LANGUAGES)('GPX and GeoJSON tracks (%s)', (language) => {
  beforeEach(() => showLanguage(language));

  it('a Garmin GPX shows at once: points, drawing, profile, distance, gain, time and the waypoint left out', async () => {
    await openCreate();
    expect(screen.getByText(t('kml.converted'))).toBeInTheDocument();
    pick(gpx(f.GARMIN_GPX, 'Dana-hike.gpx'));
    expect(
      await screen.findByText(fullText(t('editor.pathPending', { file: 'Dana-hike.gpx', count: 4 }))),
    ).toBeInTheDocument();
    const metrics = pathMetrics(f.GARMIN_POINTS);
    expect(field(t('editor.distance'))).toHaveValue(translator().number(metrics.distance));
    expect(field(t('editor.elevationGain'))).toHaveValue(translator().number(metrics.elevationGain ?? NaN));
    expect(screen.getByText(t('kml.waypointsIgnored', { count: 1 }))).toBeInTheDocument();
    expect(screen.getByText(t('kml.recordedTime', { hours: 2, minutes: 12 }))).toBeInTheDocument();
    const drawing = screen.getByRole('img', { name: t('editor.drawing') });
    expect(drawing.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(4);
    expect(await screen.findByRole('figure', { name: t('editor.elevationProfile') })).toBeInTheDocument();
  });

  it('a file of several tracks asks which one: the second, or all of them joined', async () => {
    const { user } = await openCreate();
    pick(gpx(f.GAIA_GPX, 'dana-petra.gpx'));
    const group = await screen.findByRole('radiogroup');
    expect(group).toHaveAccessibleName(t('kml.choiceLegend', { file: 'dana-petra.gpx', count: 2 }));
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(radios[0]).toBeChecked();
    expect(radios[1]).toHaveAccessibleName(
      t('kml.choiceTrack', { name: t('kml.choiceUnnamed', { n: 2 }), count: 2 }),
    );
    expect(radios[2]).toHaveAccessibleName(t('kml.choiceAll', { count: 5 }));
    // Nothing is taken before the choice.
    expect(screen.queryByRole('img', { name: t('editor.drawing') })).not.toBeInTheDocument();
    await user.click(radios[2]!);
    await user.click(screen.getByRole('button', { name: t('kml.choiceUse') }));
    expect(
      await screen.findByText(fullText(t('editor.pathPending', { file: 'dana-petra.gpx', count: 5 }))),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.getByText(t('kml.waypointsIgnored', { count: 3 }))).toBeInTheDocument();

    pick(gpx(f.GAIA_GPX, 'dana-petra.gpx'));
    await user.click(await screen.findByRole('radio', { name: t('kml.choiceTrack', { name: t('kml.choiceUnnamed', { n: 2 }), count: 2 }) }));
    await user.click(screen.getByRole('button', { name: t('kml.choiceUse') }));
    expect(
      await screen.findByText(fullText(t('editor.pathPending', { file: 'dana-petra.gpx', count: 2 }))),
    ).toBeInTheDocument();
  });

  it('any other extension keeps "Invalid File" and "Please upload a file with a .kml extension."', async () => {
    await openCreate();
    pick(new File([f.GARMIN_GPX], 'track.tcx'));
    expect(await findMessage(t('editor.invalidFile'))).toBeInTheDocument();
    expect(screen.getByText(t('kml.extension'))).toBeInTheDocument();
    if (language === 'en') expect(screen.getByText('Please upload a file with a .kml extension.')).toBeInTheDocument();
  });

  it('a GPX without altitudes shows gain N/A, not 0; a broken GeoJSON is refused in clear words', async () => {
    await openCreate();
    pick(gpx(f.NO_ELE_GPX, 'amman.gpx'));
    await screen.findByRole('img', { name: t('editor.drawing') });
    expect(field(t('editor.elevationGain'))).toHaveValue(t('common.notAvailable'));
    pick(new File(['{"type":"LineString"'], 'broken.geojson'));
    expect(await findMessage(t('kml.notJson'))).toBeInTheDocument();
    // The path read before stays.
    expect(screen.getByRole('img', { name: t('editor.drawing') })).toBeInTheDocument();
  });

  it('the path downloads as .gpx, with the same points', async () => {
    const { user } = await openCreate();
    pick(new File([f.GEOJSON_IO], 'petra.geojson'));
    await screen.findByText(fullText(t('editor.pathPending', { file: 'petra.geojson', count: 3 })));
    await user.click(screen.getByRole('button', { name: t('kml.downloadGpx') }));
    await waitFor(() => expect(saved[0]?.text).toContain('</gpx>'));
    expect(saved[0]?.name).toMatch(/\.gpx$/);
    expect(parseGpxText(saved[0]!.text).tracks[0]?.path).toEqual(f.GEOJSON_IO_POINTS);
  });
});

describe('the path writer, loaded when the path is written', () => {
  it('not loaded: a download or a GPX says "Part of the panel could not be loaded"; the next try works', async () => {
    const writer = controlChunk('path-writer', { fail: new Error('offline') });
    const { user } = await openCreate();
    // A .kml is sent as it is: no writer.
    pick(kmlFile(3, 'dana.kml'));
    await screen.findByText(fullText(t('editor.pathPending', { file: 'dana.kml', count: 3 })));
    expect(writer.loads).toBe(0);

    await user.click(screen.getByRole('button', { name: t('kml.downloadGpx') }));
    let failed = await screen.findByRole('dialog', { name: t('errors.chunkFailed') });
    expect(saved).toHaveLength(0);
    await user.click(within(failed).getByRole('button', { name: t('common.ok') }));
    await dialogsClosed();

    // A GPX is not taken without the .kml it is sent as: the path read before stays.
    pick(gpx(f.GARMIN_GPX, 'Dana-hike.gpx'));
    failed = await screen.findByRole('dialog', { name: t('errors.chunkFailed') });
    expect(screen.getByText(fullText(t('editor.pathPending', { file: 'dana.kml', count: 3 })))).toBeInTheDocument();
    await user.click(within(failed).getByRole('button', { name: t('common.ok') }));
    await dialogsClosed();

    writer.fail = null;
    await user.click(screen.getByRole('button', { name: t('kml.downloadGpx') }));
    await waitFor(() => expect(saved[0]?.text).toContain('</gpx>'));
    pick(gpx(f.GARMIN_GPX, 'Dana-hike.gpx'));
    expect(await screen.findByText(fullText(t('editor.pathPending', { file: 'Dana-hike.gpx', count: 4 })))).toBeInTheDocument();
  });
});

describe('what is sent', () => {
  it('a GPX chosen on a new trail is sent as a .kml File with the same coordinates and altitudes', async () => {
    const { user } = await openCreate();
    const { country, cities } = placeWithCities();
    await uploadPhotos(user, [pngFile('a.png')]);
    await screen.findAllByRole('img', { name: /^New photo/ });
    await chooseCountry(user, country.id);
    await chooseCity(user, cities[0]!.id);
    pick(gpx(f.STRAVA_GPX, 'feynan.gpx'));
    await screen.findByText(fullText('feynan.gpx: 5 points (not saved yet)'));
    await fill(user, 'Name', 'Feynan Descent');
    await fill(user, 'Time (hours)', '2');
    await user.selectOptions(field('Car Type'), '_4x4');
    await fill(user, 'Description', 'Down to the ecolodge.');
    // jsdom drops File contents from multipart bodies (docs/testing.md): read the File the
    // request is given as trail_path.
    const append = vi.spyOn(FormData.prototype, 'append');
    await user.click(submitButton('Create'));
    await waitFor(() => expect(append.mock.calls.some(([key]) => key === 'trail_path')).toBe(true));
    const sent = append.mock.calls.find(([key]) => key === 'trail_path')?.[1] as File;
    expect(sent.name).toBe('feynan.kml');
    expect(sent.type).toBe('application/vnd.google-earth.kml+xml');
    expect(parseKmlText(await sent.text()).path).toEqual(f.STRAVA_POINTS);
  });

  it('a GPX chosen on an existing trail is saved with its coordinates and altitudes: "Path Updated"', async () => {
    const trail = editableTrail();
    const { user } = await renderApp(`/trail/edit/${trail.id}`);
    await screen.findByRole('form', { name: 'Edit trail' });
    pick(gpx(f.GARMIN_GPX, 'Dana-hike.gpx'));
    await screen.findByText(fullText('Dana-hike.gpx: 4 points (not saved yet)'));
    await user.click(submitButton('Update'));
    expect(await findMessage('Path Updated')).toBeInTheDocument();
    expect(db.trails.get(trail.id)?.trailPath).toEqual(f.GARMIN_POINTS);
  });
});
