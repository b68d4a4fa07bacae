import { createElement, type ReactNode } from 'react';
import { ApiError } from '@/api/errors';
import type { MessageKey } from './catalogues';
import type { Translator } from './translator';

const REASON_TEXT: Record<Exclude<ApiError['reason'], 'http'>, MessageKey> = {
  network: 'errors.network',
  offline: 'errors.offline',
  timeout: 'errors.timeout',
  malformed: 'errors.malformed',
  session: 'signIn.sessionExpired',
  sessionUnreachable: 'errors.sessionUnreachable',
};

/**
 * A message the server wrote ("A country with this name already exists", "This city is used
 * by 10 trails."), wherever the panel shows one: data in the server's language, isolated in
 * <bdi> with its own direction, so inside an Arabic sentence it still reads left to right with
 * its full stop at its end, and it never reorders the sentence around it.
 */
export function serverMessage(text: string): ReactNode {
  return createElement('bdi', null, text);
}

/**
 * What a failed call says, where SPEC.md shows the server's message: the server's own
 * words when it sent some (isolated: they are data, in the server's language), else the
 * panel's text for what happened.
 */
export function apiErrorText(tr: Translator, error: unknown): ReactNode {
  if (!(error instanceof ApiError)) return tr.t('errors.unexpected');
  if (error.serverMessage) return serverMessage(error.serverMessage);
  if (error.reason === 'http') return tr.t('errors.status', { status: error.status });
  return tr.t(REASON_TEXT[error.reason]);
}
