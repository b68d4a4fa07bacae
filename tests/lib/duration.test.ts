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
  it('sends "{h} hours {m} minutes"', () => {
    expect(formatDuration({ hours: 2, minutes: 30 })).toBe('2 hours 30 minutes');
    expect(formatDuration({ hours: 0, minutes: 0 })).toBe('0 hours 0 minutes');
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
    expect(parseDuration(2.5)).toEqual({ hours: 2, minutes: 30 });
    expect(parseDuration(1.999)).toEqual({ hours: 2, minutes: 0 });
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
    expect(parseDuration({ hours: 1, minutes: 90 })).toEqual({ hours: 2, minutes: 30 });
    fc.assert(
      fc.property(wholeHours, fc.integer({ min: 0, max: 10_000 }), (hours, mins) => {
        const d = parseDuration({ hours, minutes: mins });
        expect(isNormal(d)).toBe(true);
        expect(totalMinutes(d)).toBe(hours * 60 + mins);
      }),
    );
  });

  it('reads hh:mm:ss and hh:mm texts', () => {
    expect(parseDuration('02:30:00')).toEqual({ hours: 2, minutes: 30 });
    expect(parseDuration('1:05')).toEqual({ hours: 1, minutes: 5 });
    expect(parseDuration('00:00:40')).toEqual({ hours: 0, minutes: 1 });
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

  it('reads texts with hours and/or minutes in their usual spellings', () => {
    expect(parseDuration('1 hour 1 minute')).toEqual({ hours: 1, minutes: 1 });
    expect(parseDuration('45 minutes')).toEqual({ hours: 0, minutes: 45 });
    expect(parseDuration('3 hours')).toEqual({ hours: 3, minutes: 0 });
    expect(parseDuration('2h 15m')).toEqual({ hours: 2, minutes: 15 });
    expect(parseDuration('2.5')).toEqual({ hours: 2, minutes: 30 });
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

  it('reads negative or non-numeric input of every form as 0 hours 0 minutes', () => {
    const zero = { hours: 0, minutes: 0 };
    fc.assert(
      fc.property(fc.double({ max: -Number.MIN_VALUE, noNaN: true }), (h) => {
        expect(parseDuration(h)).toEqual(zero);
        expect(parseDuration({ hours: h, minutes: 10 })).toEqual(zero);
        expect(parseDuration({ hours: 1, minutes: h })).toEqual(zero);
        expect(parseDuration(String(h))).toEqual(zero);
      }),
    );
    for (const bad of [
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
    ]) {
      expect(parseDuration(bad)).toEqual(zero);
    }
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

  it('combines the form inputs (fractional hours plus minutes)', () => {
    expect(durationFromInputs(2.5, 15)).toEqual({ hours: 2, minutes: 45 });
    expect(durationFromInputs('', '')).toEqual({ hours: 0, minutes: 0 });
    expect(durationFromInputs(-1, 5)).toEqual({ hours: 0, minutes: 0 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), minutes, (quarters, m) => {
        const d = durationFromInputs(quarters / 4, m);
        expect(totalMinutes(d)).toBe(quarters * 15 + m);
      }),
    );
  });
});
