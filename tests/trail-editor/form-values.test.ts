import { describe, expect, it } from 'vitest';
import {
  differentFields,
  newTrailFields,
  newTrailValues,
  rebaseValues,
  validateTrail,
  valuesChanged,
  type TrailFormValues,
} from '@/features/trail-editor/form-values';
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
