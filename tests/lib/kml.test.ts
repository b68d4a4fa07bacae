import { DOMParser as XmlDomParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { translator } from '@/i18n/translator';
import {
  KML_ERROR_MESSAGES,
  KML_MAX_BYTES,
  KML_MAX_POINTS,
  checkKmlFile,
  parseKmlText,
  readCoordinates,
  readKmlFile,
  type XmlParser,
} from '@/lib/kml/parse';
import { kmlFileName, pathToKml } from '@/lib/kml/write';
import { BILLION_LAUGHS, NO_PATH_KML, codeOf, syntheticKml, syntheticPath } from './kml-fixtures';

const parsers: Array<[string, XmlParser]> = [
  ['the browser DOMParser (jsdom)', new DOMParser()],
  ['@xmldom/xmldom (node)', new XmlDomParser({ onError: () => undefined }) as unknown as XmlParser],
];

describe.each(parsers)('parseKmlText with %s', (_label, parser) => {
  it('reads a good file into lon, lat, altitude and the placemark name', () => {
    const path = syntheticPath(50);
    const parsed = parseKmlText(pathToKml('Wadi <Walk> & Co', path), parser);
    expect(parsed.name).toBe('Wadi <Walk> & Co');
    expect(parsed.path).toEqual(path);
  });

  it('reads points without altitude as null', () => {
    const text = `<kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><LineString><coordinates>
      35.1,31.1 35.2,31.2</coordinates></LineString></Placemark></kml>`;
    expect(parseKmlText(text, parser).path).toEqual([
      { lon: 35.1, lat: 31.1, altitude: null },
      { lon: 35.2, lat: 31.2, altitude: null },
    ]);
  });

  it('joins the LineStrings of a MultiGeometry in order', () => {
    const text = `<kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><MultiGeometry>
      <LineString><coordinates>1,1,1 2,2,2</coordinates></LineString>
      <LineString><coordinates>3,3,3 4,4,4</coordinates></LineString></MultiGeometry></Placemark></kml>`;
    expect(parseKmlText(text, parser).path.map((p) => p.lon)).toEqual([1, 2, 3, 4]);
  });

  it('reads a gx:Track when there is no LineString', () => {
    const text = `<kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2">
      <Placemark><gx:Track><when>2020-01-01T00:00:00Z</when><gx:coord>35 31 700</gx:coord>
      <when>2020-01-01T00:01:00Z</when><gx:coord>35.001 31.001 710</gx:coord></gx:Track></Placemark></kml>`;
    expect(parseKmlText(text, parser).path).toEqual([
      { lon: 35, lat: 31, altitude: 700 },
      { lon: 35.001, lat: 31.001, altitude: 710 },
    ]);
  });

  it('refuses text that is not XML', () => {
    expect(codeOf(() => parseKmlText('lon,lat\n35,31\n', parser))).toBe('not-xml');
    expect(codeOf(() => parseKmlText('<kml><Placemark><LineString>', parser))).toBe('not-xml');
    expect(codeOf(() => parseKmlText('', parser))).toBe('not-xml');
  });

  it('refuses a file with no path', () => {
    expect(codeOf(() => parseKmlText(NO_PATH_KML, parser))).toBe('no-path');
    expect(codeOf(() => parseKmlText('<?xml version="1.0"?><note>hi</note>', parser))).toBe(
      'no-path',
    );
  });

  it('refuses DOCTYPE and ENTITY declarations before parsing', () => {
    expect(codeOf(() => parseKmlText(BILLION_LAUGHS, parser))).toBe('doctype');
    expect(codeOf(() => parseKmlText('<!doctype kml><kml/>', parser))).toBe('doctype');
    expect(codeOf(() => parseKmlText('<kml><!ENTITY x "y"></kml>', parser))).toBe('doctype');
  });
});

describe('point limit', () => {
  it(`refuses a path with more than KML_MAX_POINTS (${KML_MAX_POINTS}) points`, () => {
    expect(codeOf(() => readCoordinates('1,1,1 2,2,2 3,3,3', [], 2))).toBe('too-many-points');
    const text = `<kml><Placemark><LineString><coordinates>${'0,0 '.repeat(KML_MAX_POINTS + 1)}</coordinates></LineString></Placemark></kml>`;
    const xmldom = new XmlDomParser({ onError: () => undefined }) as unknown as XmlParser;
    expect(codeOf(() => parseKmlText(text, xmldom))).toBe('too-many-points');
  });
});

describe('file checks', () => {
  it('accepts only the .kml extension (any case)', () => {
    expect(codeOf(() => checkKmlFile({ name: 'path.KML', size: 10 }))).toBe('ok');
    for (const name of ['path.gpx', 'path.kml.txt', 'path', 'kml', 'path.kmz']) {
      expect(codeOf(() => checkKmlFile({ name, size: 10 }))).toBe('extension');
    }
    expect(translator().m(KML_ERROR_MESSAGES.extension)).toBe('Please upload a file with a .kml extension.');
  });

  it('refuses an oversized file by its size, before reading it', async () => {
    expect(codeOf(() => checkKmlFile({ name: 'big.kml', size: KML_MAX_BYTES + 1 }))).toBe(
      'too-large',
    );
    const file = new File(['x'], 'big.kml');
    Object.defineProperty(file, 'size', { value: KML_MAX_BYTES + 1 });
    Object.defineProperty(file, 'text', {
      value: () => Promise.reject(new Error('must not be read')),
    });
    await expect(readKmlFile(file)).rejects.toMatchObject({ code: 'too-large' });
  });

  it('reads a chosen file end to end', async () => {
    const file = new File([syntheticKml(10)], 'ok.kml', {
      type: 'application/vnd.google-earth.kml+xml',
    });
    expect((await readKmlFile(file)).path).toHaveLength(10);
  });
});

describe('write', () => {
  it('writes a path that reads back the same', () => {
    const path = [...syntheticPath(5), { lon: 1, lat: 2, altitude: null }];
    expect(parseKmlText(pathToKml('A & B', path)).path).toEqual(path);
  });

  it('names the file safely', () => {
    expect(kmlFileName('Wadi Rum: Loop / North', 4)).toBe('wadi-rum-loop-north.kml');
    expect(kmlFileName('***', 4)).toBe('trail-4.kml');
  });
});
