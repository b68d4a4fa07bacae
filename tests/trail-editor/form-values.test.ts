import { describe, expect, it } from 'vitest';
import type { UpdateTrailJsonBody } from '@/api/trails/schemas';
import {
  changedFields,
  differentFields,
  newTrailFields,
  newTrailValues,
  rebaseValues,
  validateTrail,
  valuesChanged,
  type FormField,
  type TrailFormValues,
} from '@/features/trail-editor/form-values';
import type { MessageKey } from '@/i18n/catalogues';
import { t } from '../text';

const complete = (): TrailFormValues => ({
  ...newTrailValues(),
  countryId: '1',
  cityId: '2',
  name: 'Ridge',
  hours: 1,
  minutes: '',
  description: 'Along the ridge.',
  carType: 'SUV',
  tagIds: ['3', '4'],
});
const files = { hasPath: true, photoCount: 1 };

describe('validateTrail: the time (SPEC.md §5)', () => {
  it.each([
    ['empty', '', ''],
    ['zero', 0, 0],
    ['negative hours', -1, ''],
    ['negative minutes', 1, -90],
  ] as const)('%s time says exactly "Please fill in the Time field"', (_, hours, minutes) => {
    const failure = validateTrail({ ...complete(), hours, minutes }, files, 'create');
    expect(failure?.field).toBe('hours');
    expect(failure && t(failure.message)).toBe('Please fill in the Time field');
  });

  it('a time greater than zero passes', () => {
    expect(validateTrail({ ...complete(), hours: '', minutes: 5 }, files, 'create')).toBeNull();
  });
});

describe('rebaseValues: newer server data for a form being edited', () => {
  const base = complete();

  it('a field not edited takes the newer server value', () => {
    const server = { ...base, status: 'active' as const, description: 'Rewritten.' };
    expect(rebaseValues(base, base, server)).toEqual(server);
  });

  it('a field edited keeps what was typed', () => {
    const typed = { ...base, name: 'My new name' };
    const server = { ...base, name: 'Their name', status: 'active' as const };
    expect(rebaseValues(typed, base, server)).toEqual({ ...server, name: 'My new name' });
  });

  it('a city chosen keeps its country; an hour typed keeps its minutes', () => {
    const typed = { ...base, cityId: '3', hours: 2 };
    const server = { ...base, countryId: '9', cityId: '90', minutes: 30 };
    expect(rebaseValues(typed, base, server)).toMatchObject({ countryId: '1', cityId: '3', hours: 2, minutes: '' });
  });

  it('an edit the server now holds (this form\'s own save) takes the server\'s value', () => {
    const typed = { ...base, name: '  Ridge walk ' };
    const server = { ...base, name: 'Ridge walk' };
    expect(rebaseValues(typed, base, server).name).toBe('Ridge walk');
  });
});

describe('newTrailFields: the values as POST /trails carries them', () => {
  it('text trimmed, the time as its text, ids as numbers', () => {
    const values = { ...complete(), name: '  Ridge ', description: ' Along. ', hours: 1.5, minutes: 10, tagIds: ['4', '7'] };
    expect(newTrailFields(values)).toEqual({
      name: 'Ridge',
      difficulty: 'Easy',
      time: '1 hours 40 minutes',
      description: 'Along.',
      cityId: 2,
      type: 'Loop',
      carType: 'SUV',
      tagIds: [4, 7],
    });
  });

  it('nothing while a choice is missing', () => {
    expect(newTrailFields({ ...complete(), carType: '' })).toBeNull();
  });
});

describe('differentFields: what newer server data changes in the form', () => {
  it('names only the fields whose values differ, a tag list item by item', () => {
    const base = complete();
    expect(differentFields(base, { ...base, tagIds: [...base.tagIds] })).toEqual([]);
    expect(differentFields(base, { ...base, name: 'Other', tagIds: ['1'] })).toEqual(['name', 'tagIds']);
    expect(differentFields({ ...base, tagIds: ['1', '2'] }, { ...base, tagIds: ['1', '3'] })).toEqual(['tagIds']);
  });
});

describe('valuesChanged: anything the server would store differently', () => {
  it.each<[string, Partial<TrailFormValues>, boolean]>([
    ['nothing', {}, false],
    ['spaces around the name', { name: ' Ridge ' }, false],
    ['the same tags in another order', { tagIds: ['4', '3'] }, false],
    ['the hours written as minutes', { hours: '', minutes: 60 }, false],
    ['a new country, the city cleared', { countryId: '5', cityId: '' }, true],
    ['a required choice emptied', { carType: '' }, true],
    ['the description', { description: 'Along the valley.' }, true],
  ])('%s', (_case, change, changed) => {
    const base = { ...complete(), tagIds: ['3', '4'] };
    expect(valuesChanged(base, { ...base, ...change })).toBe(changed);
  });
});

describe('a new trail form', () => {
  it('opens on Easy, Loop and pending, with nothing else chosen', () => {
    expect(newTrailValues()).toEqual({
      countryId: '',
      cityId: '',
      name: '',
      difficulty: 'Easy',
      hours: '',
      minutes: '',
      type: 'Loop',
      carType: '',
      description: '',
      status: 'pending',
      tagIds: [],
    });
  });
});

describe('the first missing field a save names', () => {
  it.each<
    [
      string,
      Partial<TrailFormValues>,
      { hasPath: boolean; photoCount: number },
      FormField,
      MessageKey,
    ]
  >([
    ['no city', { cityId: '' }, files, 'cityId', 'editor.requiredCity'],
    ['a name of spaces', { name: '   ' }, files, 'name', 'editor.requiredName'],
    ['no difficulty', { difficulty: '' }, files, 'difficulty', 'editor.requiredDifficulty'],
    ['no time', { hours: '', minutes: '' }, files, 'hours', 'editor.requiredTime'],
    [
      'a description of spaces',
      { description: ' \n ' },
      files,
      'description',
      'editor.requiredDescription',
    ],
    ['no trail path', {}, { hasPath: false, photoCount: 1 }, 'trailPath', 'editor.requiredPath'],
    ['no photo', {}, { hasPath: true, photoCount: 0 }, 'photos', 'editor.requiredPhoto'],
    ['no route type', { type: '' }, files, 'type', 'editor.requiredType'],
    ['no car type', { carType: '' }, files, 'carType', 'editor.requiredCarType'],
    [
      'no city and no name: the city first',
      { cityId: '', name: '' },
      files,
      'cityId',
      'editor.requiredCity',
    ],
    [
      'no description and no photo: the description first',
      { description: '' },
      { hasPath: true, photoCount: 0 },
      'description',
      'editor.requiredDescription',
    ],
    [
      'no path and no car type: the path first',
      { carType: '' },
      { hasPath: false, photoCount: 1 },
      'trailPath',
      'editor.requiredPath',
    ],
  ])('creating with %s', (_case, change, files, field, message) => {
    expect(validateTrail({ ...complete(), ...change }, files, 'create')).toEqual({
      field,
      message,
    });
  });

  it('creating with every field, a path and a photo names nothing', () => {
    expect(validateTrail(complete(), files, 'create')).toBeNull();
  });

  it('editing asks for no new path and no photo', () => {
    expect(validateTrail(complete(), { hasPath: false, photoCount: 0 }, 'edit')).toBeNull();
  });

  it('editing still names a missing field', () => {
    expect(
      validateTrail({ ...complete(), name: '' }, { hasPath: false, photoCount: 0 }, 'edit'),
    ).toEqual({
      field: 'name',
      message: 'editor.requiredName',
    });
  });
});

describe('what an update sends', () => {
  it.each<[string, Partial<TrailFormValues>, UpdateTrailJsonBody]>([
    ['nothing when nothing changed', {}, {}],
    ['nothing for spaces around the name', { name: '  Ridge ' }, {}],
    ['the name trimmed', { name: ' Ridge walk ' }, { name: 'Ridge walk' }],
    [
      'the description trimmed',
      { description: ' Along the valley. ' },
      { description: 'Along the valley.' },
    ],
    ['the difficulty', { difficulty: 'Expert' }, { difficulty: 'Expert' }],
    ['no emptied difficulty', { difficulty: '' }, {}],
    ['the route type', { type: 'One_Way' }, { type: 'One_Way' }],
    ['the car type', { carType: '_4x4' }, { carType: '_4x4' }],
    ['no emptied car type', { carType: '' }, {}],
    ['the status', { status: 'active' }, { status: 'active' }],
    ['the time as its text', { hours: 2, minutes: 15 }, { time: '2 hours 15 minutes' }],
    ['no time for the same time written as minutes', { hours: '', minutes: 60 }, {}],
    ['the city as a number', { countryId: '5', cityId: '50' }, { cityId: 50 }],
    ['no emptied city', { countryId: '5', cityId: '' }, {}],
    ['no tags for the same tags in another order', { tagIds: ['4', '3'] }, {}],
    ['the tags as numbers', { tagIds: ['3', '9'] }, { tagIds: [3, 9] }],
    ['an empty tag list when every tag is removed', { tagIds: [] }, { tagIds: [] }],
    [
      'several fields at once',
      { name: 'New', status: 'deleted' },
      { name: 'New', status: 'deleted' },
    ],
  ])('%s', (_case, change, body) => {
    expect(changedFields(complete(), { ...complete(), ...change })).toEqual(body);
  });
});
