/**
 * Where the API lives. `VITE_API_BASE_URL` points the panel at a real server; the default is
 * the same origin's `/api/v1`, which the fake backend answers in demo mode and in tests.
 * The base is resolved against the page's origin: jsdom's Request rejects relative URLs.
 */
const rawBase = import.meta.env.VITE_API_BASE_URL || '/api/v1';

export const API_BASE_URL = new URL(
  rawBase.replace(/\/+$/, ''),
  typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
).href;

/** Full URL of an API path such as `/trails` (used by the fake backend to match requests). */
export function apiUrl(path: string): string {
  return `${API_BASE_URL}${path.startsWith('/') ? path : `/${path}`}`;
}
