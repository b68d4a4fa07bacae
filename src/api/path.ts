/**
 * The one way a call's path takes ids: apiPath`/trails/${trailId}/photo/${photoId}`. Every
 * interpolated value is one path segment, checked before any request and then percent-encoded.
 * A segment that is empty, `.` or `..`, or that holds a path of its own (`/`, `\`, or any of
 * them percent-encoded: `%2e%2e`, `%2f`, `%5c`), is refused: the URL parser would resolve it
 * and the call would reach another resource (`DELETE /trails/7/photo/..` is
 * `DELETE /trails/7/`, the whole trail). Refused with an InvalidPathSegmentError, which no
 * retry can change.
 */
export class InvalidPathSegmentError extends Error {
  constructor(segment: string) {
    super(`Refused a path segment that is not a plain id: ${JSON.stringify(segment)}`);
    this.name = 'InvalidPathSegmentError';
  }
}

/** Decodes until nothing changes (so `%252e` is seen as `.` too); undecodable text stays. */
function fullyDecoded(text: string): string {
  let current = text;
  for (let i = 0; i < 5; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/** One id as a path segment: checked, then encoded. */
export function pathSegment(value: string | number): string {
  const text = String(value);
  const decoded = fullyDecoded(text);
  const dots = /^\.+$/.test(decoded.trim());
  if (decoded.trim() === '' || dots || /[/\\?#]/.test(decoded)) throw new InvalidPathSegmentError(text);
  return encodeURIComponent(text);
}

export function apiPath(strings: TemplateStringsArray, ...segments: (string | number)[]): string {
  return strings.reduce((path, part, i) => path + part + (i < segments.length ? pathSegment(segments[i]!) : ''), '');
}
