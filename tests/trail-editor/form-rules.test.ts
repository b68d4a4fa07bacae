import { describe, expect, it } from 'vitest';
import type { UpdateTrailJsonBody } from '@/api/trails/schemas';
import {
  changedFields,
  newTrailValues,
  validateTrail,
  type FormField,
  type TrailFormValues,
} from '@/features/trail-editor/form-values';
import type { MessageKey } from '@/i18n/catalogues';

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
const FILES = { hasPath: true, photoCount: 1 };

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
    ['no city', { cityId: '' }, FILES, 'cityId', 'editor.requiredCity'],
    ['a name of spaces', { name: '   ' }, FILES, 'name', 'editor.requiredName'],
    ['no difficulty', { difficulty: '' }, FILES, 'difficulty', 'editor.requiredDifficulty'],
    ['no time', { hours: '', minutes: '' }, FILES, 'hours', 'editor.requiredTime'],
    [
      'a description of spaces',
      { description: ' \n ' },
      FILES,
      'description',
      'editor.requiredDescription',
    ],
    ['no trail path', {}, { hasPath: false, photoCount: 1 }, 'trailPath', 'editor.requiredPath'],
    ['no photo', {}, { hasPath: true, photoCount: 0 }, 'photos', 'editor.requiredPhoto'],
    ['no route type', { type: '' }, FILES, 'type', 'editor.requiredType'],
    ['no car type', { carType: '' }, FILES, 'carType', 'editor.requiredCarType'],
    [
      'no city and no name: the city first',
      { cityId: '', name: '' },
      FILES,
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
    expect(validateTrail(complete(), FILES, 'create')).toBeNull();
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
