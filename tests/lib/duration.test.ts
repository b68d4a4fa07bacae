import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  durationFromHours,
  durationFromInputs,
  formatDuration,
  parseDuration,
  totalMinutes,
} from '@/lib/duration';

const wholeHours = fc.integer({ min: 0, max: 500 });
const minutes = fc.integer({ min: 0, max: 59 });
const isNormal = (d: { hours: number; minutes: number }) =>
  Number.isInteger(d.hours) &&
  d.hours >= 0 &&
  Number.isInteger(d.minutes) &&
  d.minutes >= 0 &&
  d.minutes < 60;

describe('duration (SPEC.md §3)', () => {
  it.each([
    [{ hours: 2, minutes: 30 }, '2 hours 30 minutes'],
    [{ hours: 0, minutes: 0 }, '0 hours 0 minutes'],
    [{ hours: 1, minutes: 75 }, '2 hours 15 minutes'],
    [{ hours: -1, minutes: 30 }, '0 hours 0 minutes'],
  ])('sends %o as "%s"', (duration, text) => {
    expect(formatDuration(duration)).toBe(text);
  });

  it.each<[unknown, { hours: number; minutes: number }]>([
    [2.5, { hours: 2, minutes: 30 }],
    [1.999, { hours: 2, minutes: 0 }],
    [0.25, { hours: 0, minutes: 15 }],
    [
      { hours: 1, minutes: 90 },
      { hours: 2, minutes: 30 },
    ],
    [{ minutes: 45 }, { hours: 0, minutes: 45 }],
    [
      { hours: '3', minutes: null },
      { hours: 3, minutes: 0 },
    ],
    ['02:30:00', { hours: 2, minutes: 30 }],
    ['1:05', { hours: 1, minutes: 5 }],
    ['00:00:40', { hours: 0, minutes: 1 }],
    ['00:00:29', { hours: 0, minutes: 0 }],
    ['1 hour 1 minute', { hours: 1, minutes: 1 }],
    ['45 minutes', { hours: 0, minutes: 45 }],
    ['3 hours', { hours: 3, minutes: 0 }],
    ['2h 15m', { hours: 2, minutes: 15 }],
    ['1.5 hours', { hours: 1, minutes: 30 }],
    ['2.5', { hours: 2, minutes: 30 }],
    [' 2 ', { hours: 2, minutes: 0 }],
  ])('reads %j as %o', (value, duration) => {
    expect(parseDuration(value)).toEqual(duration);
  });

  it('round-trips its own text form for every hours and minutes', () => {
    fc.assert(
      fc.property(wholeHours, minutes, (hours, mins) => {
        expect(parseDuration(formatDuration({ hours, minutes: mins }))).toEqual({
          hours,
          minutes: mins,
        });
      }),
    );
  });

  it('reads a number of hours: whole hours and the rounded fraction in minutes', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1000, noNaN: true }), (h) => {
        const d = parseDuration(h);
        expect(isNormal(d)).toBe(true);
        expect(Math.abs(totalMinutes(d) - h * 60)).toBeLessThanOrEqual(0.5 + 1e-6);
        expect(d).toEqual(durationFromHours(h));
      }),
    );
  });

  it('reads quarter-hour steps exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), (quarters) => {
        const d = parseDuration(quarters / 4);
        expect(d).toEqual({ hours: Math.floor(quarters / 4), minutes: (quarters % 4) * 15 });
      }),
    );
  });

  it('reads an {hours, minutes} object, normalising minutes past 59', () => {
    fc.assert(
      fc.property(wholeHours, fc.integer({ min: 0, max: 10_000 }), (hours, mins) => {
        const d = parseDuration({ hours, minutes: mins });
        expect(isNormal(d)).toBe(true);
        expect(totalMinutes(d)).toBe(hours * 60 + mins);
      }),
    );
  });

  it('reads hh:mm:ss texts, seconds rounded to the minute', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99 }),
        minutes,
        fc.integer({ min: 0, max: 59 }),
        (h, m, s) => {
          const text = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
          const d = parseDuration(text);
          expect(isNormal(d)).toBe(true);
          expect(totalMinutes(d)).toBe(Math.round(h * 60 + m + s / 60));
        },
      ),
    );
  });

  it('reads texts with hours and minutes in their usual spellings', () => {
    fc.assert(
      fc.property(
        wholeHours,
        minutes,
        fc.constantFrom('hours', 'hour', 'hrs', 'h', 'Hours'),
        fc.constantFrom('minutes', 'minute', 'mins', 'm'),
        fc.constantFrom(' ', '  ', ' and '),
        (h, m, hw, mw, sep) => {
          expect(parseDuration(`${h} ${hw}${sep}${m} ${mw}`)).toEqual({ hours: h, minutes: m });
        },
      ),
    );
  });

  it('reads a negative input of every form as 0 hours 0 minutes', () => {
    const zero = { hours: 0, minutes: 0 };
    fc.assert(
      fc.property(fc.double({ max: -Number.MIN_VALUE, noNaN: true }), (h) => {
        expect(parseDuration(h)).toEqual(zero);
        expect(parseDuration({ hours: h, minutes: 10 })).toEqual(zero);
        expect(parseDuration({ hours: 1, minutes: h })).toEqual(zero);
        expect(parseDuration(String(h))).toEqual(zero);
      }),
    );
  });

  it.each([
    NaN,
    Infinity,
    -Infinity,
    '',
    'soon',
    'abc hours',
    null,
    undefined,
    {},
    [],
    true,
    { hours: 'x' },
    '-1 hours 30 minutes',
    '-02:00:00',
  ])('reads %j as 0 hours 0 minutes', (bad) => {
    expect(parseDuration(bad)).toEqual({ hours: 0, minutes: 0 });
  });

  it('never throws and always answers a normal duration, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(isNormal(parseDuration(value))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(isNormal(parseDuration(value))).toBe(true);
      }),
    );
  });

  it.each<
    [
      number | string | null | undefined,
      number | string | null | undefined,
      { hours: number; minutes: number },
    ]
  >([
    [2.5, 15, { hours: 2, minutes: 45 }],
    ['1.75', '30', { hours: 2, minutes: 15 }],
    [0, 90, { hours: 1, minutes: 30 }],
    ['', '', { hours: 0, minutes: 0 }],
    [null, undefined, { hours: 0, minutes: 0 }],
    [-1, 5, { hours: 0, minutes: 0 }],
    [1, -5, { hours: 0, minutes: 0 }],
    ['two', 5, { hours: 0, minutes: 0 }],
  ])('combines the form inputs %j hours and %j minutes as %o', (hours, mins, duration) => {
    expect(durationFromInputs(hours, mins)).toEqual(duration);
  });

  it('combines any quarter hours and minutes exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), minutes, (quarters, m) => {
        const d = durationFromInputs(quarters / 4, m);
        expect(totalMinutes(d)).toBe(quarters * 15 + m);
      }),
    );
  });
});
