import type { CreateTrailInput } from '@/api/trails/create';
import type {
  CarType,
  Difficulty,
  PathPoint,
  RouteType,
  Trail,
  TrailStatus,
  UpdateTrailJsonBody,
} from '@/api/trails/schemas';
import type { MessageKey } from '@/i18n/catalogues';
import { durationFromInputs, formatDuration, parseDuration, totalMinutes } from '@/lib/duration';

/**
 * The trail form's values as the inputs hold them ('' for "nothing chosen"), and the pure
 * rules around them that the form (@mantine/form, use-trail-editor.ts) does not know: initial
 * values, the validation of SPEC.md §5, the payloads of a create and of an update, and the
 * merge of newer server data into the fields not edited. Files (photos, .kml) live beside the
 * values, in the editor's state.
 */
export interface TrailFormValues {
  countryId: string;
  cityId: string;
  name: string;
  difficulty: Difficulty | '';
  hours: number | string;
  minutes: number | string;
  type: RouteType | '';
  carType: CarType | '';
  description: string;
  status: TrailStatus;
  tagIds: string[];
}

export const MAX_TAGS = 10;

export const DIFFICULTIES: readonly Difficulty[] = ['Easy', 'Moderate', 'Challenging', 'Expert'];
export const ROUTE_TYPES: readonly RouteType[] = ['Loop', 'Out_Back', 'Semi_Loop', 'One_Way'];
/** SPEC.md §2: the value _4x4 is shown as 4x4 (src/i18n/locales: carType._4x4). */
export const CAR_TYPES: readonly CarType[] = ['_4x4', 'Sedan', 'SUV'];

/**
 * A new trail: difficulty Easy and status pending (SPEC.md §3). SPEC.md is silent on the
 * route type's default; Loop is preselected. Car type has no default: it is required and
 * the administrator chooses it.
 */
export function newTrailValues(): TrailFormValues {
  return {
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
  };
}

export function trailValues(trail: Trail): TrailFormValues {
  const { hours, minutes } = parseDuration(trail.time);
  return {
    countryId: String(trail.city.countryId),
    cityId: String(trail.cityId),
    name: trail.name,
    difficulty: trail.difficulty,
    hours,
    minutes,
    type: trail.type,
    carType: trail.carType,
    description: trail.description,
    status: trail.status,
    tagIds: trail.tags.map((t) => String(t.id)),
  };
}

function timeText(values: Pick<TrailFormValues, 'hours' | 'minutes'>): string {
  return formatDuration(durationFromInputs(values.hours, values.minutes));
}

export type FormField = keyof TrailFormValues | 'trailPath' | 'photos';

interface ValidationFailure {
  field: FormField;
  /** SPEC.md §5's message (each missing text says "Please fill in the ... field"). */
  message: MessageKey;
}

/**
 * SPEC.md §5 "Trail create", in its order: city, name, difficulty, a valid time greater than
 * zero, description, trail path, at least one photo. The route type and the car type come
 * after (SPEC.md makes the car type required without placing it in the list). An update
 * checks the same fields but not the path or the photos, which it may leave as they are.
 */
export function validateTrail(
  values: TrailFormValues,
  files: { hasPath: boolean; photoCount: number },
  mode: 'create' | 'edit',
): ValidationFailure | null {
  const minutes = totalMinutes(durationFromInputs(values.hours, values.minutes));
  const validHours = values.hours === '' || Number(values.hours) >= 0;
  const validMinutes = values.minutes === '' || Number(values.minutes) >= 0;
  // SPEC.md §5: empty, zero or negative time says "Please fill in the Time field"; "a time
  // greater than zero" is the hours input's description.
  const checks: Array<[boolean, FormField, MessageKey]> = [
    [values.cityId !== '', 'cityId', 'editor.requiredCity'],
    [values.name.trim() !== '', 'name', 'editor.requiredName'],
    [values.difficulty !== '', 'difficulty', 'editor.requiredDifficulty'],
    [validHours && validMinutes && minutes > 0, 'hours', 'editor.requiredTime'],
    [values.description.trim() !== '', 'description', 'editor.requiredDescription'],
    [mode === 'edit' || files.hasPath, 'trailPath', 'editor.requiredPath'],
    [mode === 'edit' || files.photoCount > 0, 'photos', 'editor.requiredPhoto'],
    [values.type !== '', 'type', 'editor.requiredType'],
    [values.carType !== '', 'carType', 'editor.requiredCarType'],
  ];
  const failed = checks.find(([ok]) => !ok);
  return failed ? { field: failed[1], message: failed[2] } : null;
}

/** Two lists of tag ids hold the same tags (in any order, once each). */
const sameTags = (a: readonly string[], b: readonly string[]) =>
  [...new Set(a)].sort().join(',') === [...new Set(b)].sort().join(',');

/**
 * The fields of an update that differ from the trail as loaded (SPEC.md §7): text trimmed,
 * the time compared as its wire text, cityId a number, tagIds a list of numbers (sent when
 * the set of tags changed).
 */
export function changedFields(
  initial: TrailFormValues,
  current: TrailFormValues,
): UpdateTrailJsonBody {
  const out: UpdateTrailJsonBody = {};
  if (current.name.trim() !== initial.name.trim()) out.name = current.name.trim();
  if (current.description.trim() !== initial.description.trim())
    out.description = current.description.trim();
  if (current.difficulty !== initial.difficulty && current.difficulty !== '')
    out.difficulty = current.difficulty;
  if (current.type !== initial.type && current.type !== '') out.type = current.type;
  if (current.carType !== initial.carType && current.carType !== '') out.carType = current.carType;
  if (current.status !== initial.status) out.status = current.status;
  if (timeText(current) !== timeText(initial)) out.time = timeText(current);
  if (current.cityId !== initial.cityId && current.cityId !== '')
    out.cityId = Number(current.cityId);
  if (!sameTags(current.tagIds, initial.tagIds)) out.tagIds = current.tagIds.map(Number);
  return out;
}

/** What POST /trails carries besides the files, its progress and its key (SPEC.md §7). */
type NewTrailFields = Omit<CreateTrailInput, 'trailPath' | 'photos' | 'onUploadProgress' | 'idempotencyKey'>;

/**
 * The values as POST /trails carries them: text trimmed, the time as its wire text, ids as
 * numbers. Null while a choice is missing (validateTrail names it first).
 */
export function newTrailFields(values: TrailFormValues): NewTrailFields | null {
  const { difficulty, type, carType } = values;
  if (difficulty === '' || type === '' || carType === '') return null;
  return {
    name: values.name.trim(),
    difficulty,
    time: timeText(values),
    description: values.description.trim(),
    cityId: Number(values.cityId),
    type,
    carType,
    tagIds: values.tagIds.map(Number),
  };
}

/**
 * A new path as read in the browser, waiting to be saved. `file` is the .kml that is sent: the
 * chosen file itself, or the GPX or GeoJSON track converted to KML.
 */
export interface PendingPath {
  file: File;
  path: PathPoint[];
  /** The chosen file's name, when it is not `file` (a converted track). */
  sourceName?: string;
  /** Waypoints in the chosen file, left out of the path. */
  waypoints?: number;
  /** Seconds the track was recorded over, when its points carry times. */
  seconds?: number | null;
}

/**
 * The form's fields in the groups that change together: a city belongs to its country, the
 * minutes to the hours. Two values of a group are the same when the server would store the
 * same thing (text trimmed, the time as its wire text, tags as a set).
 */
const FIELD_GROUPS: Array<{ fields: Array<keyof TrailFormValues>; same: (a: TrailFormValues, b: TrailFormValues) => boolean }> = [
  { fields: ['countryId', 'cityId'], same: (a, b) => a.countryId === b.countryId && a.cityId === b.cityId },
  { fields: ['hours', 'minutes'], same: (a, b) => timeText(a) === timeText(b) },
  { fields: ['name'], same: (a, b) => a.name.trim() === b.name.trim() },
  { fields: ['description'], same: (a, b) => a.description.trim() === b.description.trim() },
  { fields: ['difficulty'], same: (a, b) => a.difficulty === b.difficulty },
  { fields: ['type'], same: (a, b) => a.type === b.type },
  { fields: ['carType'], same: (a, b) => a.carType === b.carType },
  { fields: ['status'], same: (a, b) => a.status === b.status },
  { fields: ['tagIds'], same: (a, b) => sameTags(a.tagIds, b.tagIds) },
];

/**
 * Whether the values differ from the trail as loaded in anything the server would store
 * differently, a field emptied included (a city cleared by a new country): such a form is
 * validated and saved, not answered with "No changes detected".
 */
export function valuesChanged(base: TrailFormValues, current: TrailFormValues): boolean {
  return FIELD_GROUPS.some((group) => !group.same(base, current));
}

/**
 * Newer server data for a form being edited (a three-way merge). `base` is the server's trail
 * the form was filled from, `server` the newer one. A field the administrator has not changed
 * takes the server's newer value; a field they changed keeps what they typed, unless it is what
 * the server now has anyway (e.g. their own save coming back).
 */
export function rebaseValues(current: TrailFormValues, base: TrailFormValues, server: TrailFormValues): TrailFormValues {
  const next = { ...current };
  for (const group of FIELD_GROUPS) {
    if (!group.same(current, base) && !group.same(current, server)) continue;
    for (const field of group.fields) (next as Record<string, unknown>)[field] = server[field];
  }
  return next;
}

/** The fields whose values differ (a list compared item by item). */
export function differentFields(a: TrailFormValues, b: TrailFormValues): Array<keyof TrailFormValues> {
  const same = (x: unknown, y: unknown) =>
    Array.isArray(x) && Array.isArray(y) ? x.length === y.length && x.every((v, i) => v === y[i]) : x === y;
  return (Object.keys(b) as Array<keyof TrailFormValues>).filter((field) => !same(a[field], b[field]));
}
