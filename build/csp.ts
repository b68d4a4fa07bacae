/**
 * The Content-Security-Policy of a built panel. It goes into index.html
 * as a meta tag at build time (vite.config.ts), so it holds on any static host; the headers a
 * host should send as well (frame-ancestors, which a meta tag cannot carry, and friends) are
 * in the README.
 *
 * - Scripts: only the panel's own files, and the inline scripts given here by their SHA-256
 *   hash (the theme's, applied before the first paint: src/app/color-scheme-script.ts); no
 *   other inline script, no eval.
 * - Styles: the panel's own files, and inline styles: Mantine writes its CSS variables into
 *   <style> elements at run time, which a static host cannot give a nonce.
 * - Calls: the panel's origin and the API's (VITE_API_BASE_URL).
 * - Images: the panel's origin, the API's, the photo origins (VITE_PHOTO_ORIGIN, comma- or
 *   space-separated, when photos are served from elsewhere, e.g. a CDN), and blob: for the
 *   previews of photos being uploaded.
 * - Nothing else: no plugins (object-src 'none'), no <base> elsewhere, forms post home only.
 */

import { createHash } from 'node:crypto';

/** The origin of an absolute http(s) URL, or null for a relative one (same origin). */
export function originOf(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  return new URL(url).origin;
}

/** The photo origins of VITE_PHOTO_ORIGIN; anything that is not an http(s) origin is refused. */
export function photoOrigins(raw: string | undefined): string[] {
  const parts = (raw ?? '').split(/[\s,]+/).filter(Boolean);
  return parts.map((part) => {
    const origin = originOf(part);
    if (!origin) throw new Error(`VITE_PHOTO_ORIGIN: "${part}" is not an http(s) origin`);
    return origin;
  });
}

export interface CspSources {
  /** VITE_API_BASE_URL as configured (relative means the panel's own origin). */
  apiBaseUrl?: string;
  /** VITE_PHOTO_ORIGIN as configured. */
  photoOrigin?: string;
  /** Inline scripts of index.html, exactly as written between their tags. */
  inlineScripts?: readonly string[];
}

/** A CSP hash source of an inline script: 'sha256-<base64 of its UTF-8 text's digest>'. */
export const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

export function contentSecurityPolicy({ apiBaseUrl, photoOrigin, inlineScripts = [] }: CspSources = {}): string {
  const api = originOf(apiBaseUrl);
  const unique = (list: Array<string | null>) => [...new Set(list.filter((s): s is string => s !== null))];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScripts.map(scriptHash)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': unique(["'self'", 'blob:', api, ...photoOrigins(photoOrigin)]),
    'font-src': ["'self'"],
    'connect-src': unique(["'self'", api]),
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
