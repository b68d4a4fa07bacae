import { HTTPError, TimeoutError } from 'ky';
import { errorBodySchema } from './common/schemas';

/**
 * The one error type screens see. Every failure of a call (an HTTP error, a network error,
 * a time-out, a response that does not match its schema) arrives as an ApiError, so a
 * screen needs one way to show it and never crashes on an unexpected shape.
 * `status` is 0 when no HTTP answer was read (network failure, time-out).
 */
export class ApiError extends Error {
  readonly status: number;
  /** The server's own message, when it sent one (docs/api.md error body). */
  readonly serverMessage: string | null;
  /** What went wrong, for the message a screen shows in the user's language. */
  readonly reason: ApiErrorReason;

  constructor(
    status: number,
    message: string,
    options?: { cause?: unknown; serverMessage?: string | null; reason?: ApiErrorReason },
  ) {
    super(message, { cause: options?.cause });
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = options?.serverMessage ?? null;
    this.reason = options?.reason ?? 'http';
  }
}

/**
 * `http`: the server answered with an error status; the others: no usable answer
 * (`offline`: the browser has no network, so nothing was sent or the call was cut off;
 * `sessionUnreachable`: the tokens could not be renewed because the server did not answer;
 * the session goes on).
 */
export type ApiErrorReason =
  | 'http'
  | 'network'
  | 'offline'
  | 'timeout'
  | 'malformed'
  | 'session'
  | 'sessionUnreachable';

/**
 * The browser knows it has no network (`navigator.onLine` is false only when it surely has
 * none; true may still be a network that reaches nothing): a call then fails at once with
 * reason `offline`, unsent and not retried (src/api/http.ts).
 */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Technical messages (logs, error.message); screens show the catalogue's texts by `reason`. */
export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';
export const OFFLINE_MESSAGE = 'The browser is offline.';
export const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.';
export const MALFORMED_RESPONSE_MESSAGE = 'The server sent an answer the panel could not read.';
export const SESSION_EXPIRED_MESSAGE = 'The session has expired.';

async function readServerMessage(response: Response): Promise<string | null> {
  try {
    const parsed = errorBodySchema.safeParse(await response.clone().json());
    if (!parsed.success) return null;
    const { message } = parsed.data;
    return Array.isArray(message) ? message.join('; ') : message;
  } catch {
    return null;
  }
}

export const offlineError = (cause?: unknown) => new ApiError(0, OFFLINE_MESSAGE, { cause, reason: 'offline' });

/** Turns whatever a call threw into an ApiError. */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    const serverMessage = await readServerMessage(error.response);
    const status = error.response.status;
    return new ApiError(status, serverMessage ?? `Request failed with status ${status}.`, {
      cause: error,
      serverMessage,
    });
  }
  if (error instanceof TimeoutError) return new ApiError(0, TIMEOUT_MESSAGE, { cause: error, reason: 'timeout' });
  // Cut off because the browser went offline, or failed to reach the server while offline.
  if (isOffline()) return offlineError(error);
  return new ApiError(0, NETWORK_ERROR_MESSAGE, { cause: error, reason: 'network' });
}

/** The server says the thing asked for does not exist (404): a retry cannot help. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * A write refused because the row changed meanwhile (docs/api.md): it is gone (404) or no longer
 * in the state the write moves it from (409; not the 409 of a request still in flight).
 */
export function isChangedElsewhere(error: unknown): boolean {
  return isNotFound(error) || (error instanceof ApiError && error.status === 409 && !/in progress/i.test(error.serverMessage ?? ''));
}
