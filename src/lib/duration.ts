/**
 * Trail duration (SPEC.md §3).
 *
 * - Sent as the text "{h} hours {m} minutes".
 * - Read back from any of: a number of hours (2.5), an object `{hours, minutes}`, an
 *   "hh:mm:ss" (or "hh:mm") text, or a text with hours and/or minutes ("2 hours 30 minutes",
 *   "1 hour", "45 minutes", "2h 30m"). A bare numeric text ("2.5") reads as hours.
 * - Anything negative, non-numeric or unreadable reads as 0 hours 0 minutes.
 * - Minutes are the rounded fraction of an hour; 60 rounded minutes carry into the hours.
 */
export interface Duration {
  hours: number;
  minutes: number;
}

/** The hours input's step (SPEC.md §9). */
export const DURATION_STEP_HOURS = 0.25;

const zero = (): Duration => ({ hours: 0, minutes: 0 });

/** A total number of minutes (rounded to whole minutes) as hours and minutes. */
function fromTotalMinutes(total: number): Duration {
  if (!Number.isFinite(total) || total <= 0) return zero();
  const rounded = Math.round(total);
  return { hours: Math.floor(rounded / 60), minutes: rounded % 60 };
}

/** A number of hours as whole hours and the rounded fraction of an hour in minutes. */
export function durationFromHours(hours: number): Duration {
  if (!Number.isFinite(hours) || hours <= 0) return zero();
  const whole = Math.floor(hours);
  const minutes = Math.round((hours - whole) * 60);
  return minutes === 60 ? { hours: whole + 1, minutes: 0 } : { hours: whole, minutes };
}

function finiteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*\d+(?:\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

const CLOCK = /^\s*(\d+):([0-5]?\d)(?::([0-5]?\d(?:\.\d+)?))?\s*$/;
const HOURS = /(\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h)\b/i;
const MINUTES = /(\d+(?:\.\d+)?)\s*(?:minutes?|mins?|m)\b/i;
const NEGATIVE = /-\s*\d/;

function fromText(text: string): Duration {
  if (NEGATIVE.test(text)) return zero();
  const bare = finiteNumber(text);
  if (bare !== null) return durationFromHours(bare);
  const clock = CLOCK.exec(text);
  if (clock) {
    const seconds = clock[3] === undefined ? 0 : Number(clock[3]);
    return fromTotalMinutes(Number(clock[1]) * 60 + Number(clock[2]) + seconds / 60);
  }
  const h = HOURS.exec(text);
  const m = MINUTES.exec(text);
  if (!h && !m) return zero();
  return fromTotalMinutes((h ? Number(h[1]) : 0) * 60 + (m ? Number(m[1]) : 0));
}

function fromObject(value: { hours?: unknown; minutes?: unknown }): Duration {
  const hours = value.hours === undefined || value.hours === null ? 0 : finiteNumber(value.hours);
  const minutes =
    value.minutes === undefined || value.minutes === null ? 0 : finiteNumber(value.minutes);
  if (hours === null || minutes === null || hours < 0 || minutes < 0) return zero();
  return fromTotalMinutes(hours * 60 + minutes);
}

/** Reads a duration from any of the forms of SPEC.md §3. Never throws. */
export function parseDuration(value: unknown): Duration {
  if (typeof value === 'number') return durationFromHours(value);
  if (typeof value === 'string') return fromText(value);
  if (value !== null && typeof value === 'object' && ('hours' in value || 'minutes' in value)) {
    return fromObject(value as { hours?: unknown; minutes?: unknown });
  }
  return zero();
}

/** "{h} hours {m} minutes", the wire form (SPEC.md §3). */
export function formatDuration(duration: Duration): string {
  const d = fromObject(duration);
  return `${d.hours} hours ${d.minutes} minutes`;
}

/** The form's two inputs (hours may be fractional, step 0.25) as one normalised duration. */
export function durationFromInputs(
  hours: number | string | null | undefined,
  minutes: number | string | null | undefined,
): Duration {
  const h = hours === '' || hours === null || hours === undefined ? 0 : finiteNumber(hours);
  const m = minutes === '' || minutes === null || minutes === undefined ? 0 : finiteNumber(minutes);
  if (h === null || m === null || h < 0 || m < 0) return zero();
  return fromTotalMinutes(h * 60 + m);
}

export function totalMinutes(duration: Duration): number {
  return duration.hours * 60 + duration.minutes;
}
