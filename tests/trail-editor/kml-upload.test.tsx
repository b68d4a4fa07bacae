import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { KML_MAX_BYTES } from '@/lib/kml/parse';
import { pathMetrics } from '@/lib/kml/metrics';
import { db } from '../../mocks/db';
import { renderApp } from '../render';
import { fullText } from '../text';
import { BILLION_LAUGHS, NO_PATH_KML, syntheticPath } from '../lib/kml-fixtures';
import { kmlFile } from './files';
import { editableTrail, field, findMessage, openCreate, recordDownloads, submitButton, uploadKml } from './helpers';

const kmlInput = () => screen.getByLabelText('Trail path file');
/** Picks a file without the input's accept filter (as a drag or "All files" choice would). */
const pick = (file: File) => fireEvent.change(kmlInput(), { target: { files: [file] } });

const saved = recordDownloads();


describe('trail path (.kml)', () => {
  it('download without a path says "No trail path available to download"', async () => {
    const { user } = await openCreate();
    await user.click(screen.getByRole('button', { name: 'Download .kml' }));
    expect(await findMessage('No trail path available to download')).toBeInTheDocument();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('a good file shows its points, distance, gain, a drawing and the elevation profile', async () => {
    const { user } = await openCreate();
    await uploadKml(user, kmlFile(120));
    expect(
      await screen.findByText(fullText('path.kml: 120 points (not saved yet)')),
    ).toBeInTheDocument();
    const metrics = pathMetrics(syntheticPath(120));
    expect(field('Distance (km)')).toHaveValue(String(metrics.distance));
    expect(field('Elevation Gain (m)')).toHaveValue(String(metrics.elevationGain));
    const drawing = screen.getByRole('img', { name: 'Drawing of the trail path' });
    expect(drawing.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(120);
    // The chart's code loads once there is a path.
    expect(await screen.findByRole('figure', { name: 'Elevation profile' })).toHaveTextContent(
      /Elevation profile: \d+ m to \d+ m over [\d.]+ km/,
    );
  });

  it('an oversized file is refused by its size, without reading it', async () => {
    await openCreate();
    const file = kmlFile(5, 'huge.kml');
    Object.defineProperty(file, 'size', { value: KML_MAX_BYTES + 1 });
    const text = vi.spyOn(file, 'text');
    pick(file);
    expect(
      await findMessage('The file is larger than 10 MB. Please upload a smaller .kml file.'),
    ).toBeInTheDocument();
    expect(text).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a wrong extension',
      new File([NO_PATH_KML], 'path.txt'),
      'Please upload a file with a .kml extension.',
    ],
    [
      'text that is not XML',
      new File(['lon,lat\n1,2'], 'path.kml'),
      'The file is not valid XML. Please upload a .kml file.',
    ],
    [
      'a file without a path',
      new File([NO_PATH_KML], 'point.kml'),
      'The file has no trail path (no LineString with at least two points).',
    ],
    [
      'a DOCTYPE/entity file',
      new File([BILLION_LAUGHS], 'lol.kml'),
      'The file declares a DOCTYPE or entities, which a .kml file may not contain.',
    ],
  ])('refuses %s with "Invalid File" and a clear message', async (_case, file, message) => {
    await openCreate();
    pick(file);
    expect(await findMessage('Invalid File')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(
      screen.queryByRole('img', { name: 'Drawing of the trail path' }),
    ).not.toBeInTheDocument();
    expect(field('Distance (km)')).toHaveValue('');
  });

  it('download writes the current path (saved, or the new upload) as a .kml file', async () => {
    const trail = editableTrail();
    const { user } = await renderApp(`/trail/edit/${trail.id}`);
    await user.click(await screen.findByRole('button', { name: 'Download .kml' }));
    await waitFor(() => expect(saved[0]?.text).toContain('<LineString>'));
    expect(saved[0]?.name).toMatch(/\.kml$/);
    const first = trail.trailPath![0]!;
    expect(saved[0]?.text).toContain(`${first.lon},${first.lat}`);
    expect(saved[0]?.text.match(/^\s+-?\d/gm)).toHaveLength(trail.trailPath!.length);

    await uploadKml(user, kmlFile(7));
    await screen.findByText(fullText('path.kml: 7 points (not saved yet)'));
    await user.click(screen.getByRole('button', { name: 'Download .kml' }));
    await waitFor(() => expect(saved[1]?.text).toContain('<LineString>'));
    expect(saved[1]?.text.match(/^\s+-?\d/gm)).toHaveLength(7);
  });

  it('the download is named after the trail name as typed, not yet saved', async () => {
    const trail = editableTrail();
    const { user } = await renderApp(`/trail/edit/${trail.id}`);
    await screen.findByRole('form', { name: 'Edit trail' });
    const name = field('Name');
    await user.clear(name);
    await user.type(name, 'Ridge Walk');
    await user.click(screen.getByRole('button', { name: 'Download .kml' }));
    await waitFor(() => expect(saved[0]?.name).toBe('ridge-walk.kml'));
    expect(saved[0]?.text).toContain('<name>Ridge Walk</name>');
  });

  it('a new path on an existing trail is saved with PUT /trails/trail-path: "Path Updated"', async () => {
    const trail = editableTrail();
    const { user } = await renderApp(`/trail/edit/${trail.id}`);
    await screen.findByRole('form', { name: 'Edit trail' });
    await uploadKml(user, kmlFile(40));
    await screen.findByText(fullText('path.kml: 40 points (not saved yet)'));
    await user.click(submitButton('Update'));
    expect(await findMessage('Path Updated')).toBeInTheDocument();
    expect(db.trails.get(trail.id)?.trailPath).toEqual(syntheticPath(40));
    expect(db.trails.get(trail.id)?.distance).toBe(pathMetrics(syntheticPath(40)).distance);
    await waitFor(() => expect(screen.getByText('Saved path: 40 points')).toBeInTheDocument());
  });
});
