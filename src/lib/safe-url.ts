/**
 * URLs that come from data (trail, waypoint and review photos, user photos) are put into a
 * page only when they are safe to load there: absolute http(s), relative to this origin (a
 * path, never `//other-host`), or a blob: URL this tab made itself (the preview of a photo
 * being uploaded). Anything else — javascript:, data:, vbscript:, file:, a blob: from
 * elsewhere, a malformed value — is no URL at all, and the screen shows its "no photo" state.
 */

/** The object URLs this tab made and has not revoked. */
const ownObjectUrls = new Set<string>();

/** URL.createObjectURL, remembered as ours ('' where the platform has none, e.g. jsdom). */
export function createObjectUrl(blob: Blob): string {
  if (typeof URL.createObjectURL !== 'function') return '';
  const url = URL.createObjectURL(blob);
  ownObjectUrls.add(url);
  return url;
}

export function revokeObjectUrl(url: string): void {
  if (!url) return;
  ownObjectUrls.delete(url);
  if (typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** The URL to use in src or href, or null when it is not one of the safe kinds above. */
export function safeMediaUrl(raw: unknown, origin: string = window.location.origin): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (value === '') return null;
  if (ownObjectUrls.has(value)) return value;
  // Whitespace, control characters and backslashes inside a URL are tricks (a browser reads
  // "/\\evil.example" as another host), never a real photo address.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\s\u0000-\u001f\u007f\\]/.test(value) || value.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!SCHEME.test(value) && url.origin !== new URL(origin).origin) return null;
  return url.href;
}
