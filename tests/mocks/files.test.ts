import { inflateSync } from 'node:zlib';
import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { db, kmlUrl, photoUrl, toTrail } from '../../mocks/db';
import { crc32, readPngSize } from '../../mocks/media/png';

async function bytesOf(res: Response): Promise<Uint8Array> {
  return new Uint8Array(await res.arrayBuffer());
}

describe('photos', () => {
  it('serves the seed’s photos as real PNG files', async () => {
    const trail = db.trails.get(1);
    if (!trail) throw new Error('no trail 1');
    const url = toTrail(db, trail).photos[0] ?? '';
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/png');
    const bytes = await bytesOf(res);
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(readPngSize(bytes)).toEqual({ width: 96, height: 64 });

    // Walk the chunks: CRCs hold and IDAT inflates to 64 rows of (filter byte + 96 RGB pixels).
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const types: string[] = [];
    let idat = new Uint8Array(0);
    for (let o = 8; o < bytes.length;) {
      const len = view.getUint32(o);
      const type = String.fromCharCode(...bytes.subarray(o + 4, o + 8));
      expect(view.getUint32(o + 8 + len)).toBe(crc32(bytes, o + 4, o + 8 + len));
      if (type === 'IDAT') idat = bytes.slice(o + 8, o + 8 + len);
      types.push(type);
      o += 12 + len;
    }
    expect(types).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(inflateSync(idat).length).toBe(64 * (1 + 96 * 3));
  });

  it('draws different photos differently, and the same photo the same', async () => {
    const a = await bytesOf(await fetch(photoUrl('trail-1-1.png')));
    const b = await bytesOf(await fetch(photoUrl('trail-2-1.png')));
    const a2 = await bytesOf(await fetch(photoUrl('trail-1-1.png')));
    expect(a).toEqual(a2);
    expect(a).not.toEqual(b);
  });

  it('answers 404 for unknown files', async () => {
    expect((await fetch(photoUrl('nope.png'))).status).toBe(404);
  });
});

describe('trail paths', () => {
  it('serves a well-formed KML 2.2 LineString of lon,lat,alt triples', async () => {
    const trail = [...db.trails.values()].find(
      (t) => t.trailPath && t.trailPath.some((p) => p.altitude !== null),
    );
    if (!trail?.trailPath) throw new Error('no trail with a path');
    const res = await fetch(kmlUrl(trail.id));
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('kml');
    const doc = new DOMParser().parseFromString(await res.text(), 'text/xml');
    expect(doc.documentElement?.namespaceURI).toBe('http://www.opengis.net/kml/2.2');
    const lines = doc.getElementsByTagName('LineString');
    expect(lines.length).toBe(1);
    const coords = (doc.getElementsByTagName('coordinates')[0]?.textContent ?? '')
      .trim()
      .split(/\s+/);
    expect(coords).toHaveLength(trail.trailPath.length);
    const [lon, lat, alt] = (coords[0] ?? '').split(',').map(Number);
    expect(lon).toBeCloseTo(trail.trailPath[0]?.lon ?? NaN, 6);
    expect(lat).toBeCloseTo(trail.trailPath[0]?.lat ?? NaN, 6);
    expect(alt).toBeCloseTo(trail.trailPath[0]?.altitude ?? NaN, 1);
  });

  it('answers 404 for a trail without a path or an unknown trail', async () => {
    const bare = [...db.trails.values()].find((t) => t.trailPath === null);
    if (!bare) throw new Error('no trail without a path');
    expect((await fetch(kmlUrl(bare.id))).status).toBe(404);
    expect((await fetch(kmlUrl(123_456))).status).toBe(404);
  });
});
