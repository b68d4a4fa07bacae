import { describe, expect, it } from 'vitest';
import {
  newTrailValues,
  validateTrail,
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
