/**
 * The one way a call's path takes ids: apiPath`/trails/${trailId}/photo/${photoId}`. Every
 * interpolated value is one path segment, checked before any request and then percent-encoded.
 * A segment that is empty, only dots (`.`, `..`), or that holds a path of its own (`/`, `\`,
 * `?`, `#`, or a dot, slash or backslash percent-encoded: `%2e%2e`, `%2f`, `%5c`, also
 * encoded twice) is refused with an InvalidPathSegmentError: the URL parser would resolve it
 * and the call would reach another resource (`DELETE /trails/7/photo/..` is
 * `DELETE /trails/7/`, the whole trail). No retry can change that.
 */
export class InvalidPathSegmentError extends Error {
  override name = 'InvalidPathSegmentError';
}

// Only dots, literal or encoded (once or more: `%2e`, `%252e`); or a separator, literal or encoded.
const NOT_A_SEGMENT = /^\s*(?:\.|%(?:25)*2e)*\s*$|[/\\?#]|%(?:25)*(?:2f|5c)/i;

/** One id as a path segment: checked, then encoded. */
export function pathSegment(value: string | number): string {
  const text = String(value);
  if (NOT_A_SEGMENT.test(text)) throw new InvalidPathSegmentError(text);
  return encodeURIComponent(text);
}

export function apiPath(strings: TemplateStringsArray, ...segments: (string | number)[]): string {
  return strings.reduce((path, part, i) => path + part + (i < segments.length ? pathSegment(segments[i]!) : ''), '');
}
