/** A route's `$id` as a positive integer, or null when it is missing or not a number. */
export function parseTrailId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Route `params` option for `$id` routes: an id that is not a positive integer becomes
 * `null` instead of a routing error, and the screen says the id is invalid.
 */
export const trailIdParams = {
  parse: (raw: { id: string }) => ({ id: parseTrailId(raw.id) }),
  stringify: (params: { id: number | null }) => ({ id: params.id === null ? '' : String(params.id) }),
};

