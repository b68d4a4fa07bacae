import type { ReactNode } from 'react';
import { ApiError } from '@/api/errors';
import { UserText } from '@/ui/user-text';
import { apiErrorText } from '@/i18n/api-error-text';
import type { Translator } from '@/i18n/translator';

/**
 * "Failed to update trail: {server message}" (SPEC.md §8); a 2xx answer the panel could not
 * read means the server may or may not have saved: "Trail update may not have been completed
 * successfully...".
 */
export function updateErrorMessage(tr: Translator, error: unknown): ReactNode {
  if (error instanceof ApiError && error.status >= 200 && error.status < 300) return tr.t('editor.updateUncertain');
  return tr.tx('editor.updateFailed', { detail: apiErrorText(tr, error) });
}

/** The refused files, each name isolated, in the language's list form ("a, b and c"). */
function fileNames(tr: Translator, files: File[]): ReactNode {
  const list = new Intl.ListFormat(tr.locale, { type: 'conjunction' }).formatToParts(files.map((f) => f.name));
  let index = 0;
  return <>{list.map((part) => (part.type === 'element' ? <UserText key={index++} text={part.value} /> : part.value))}</>;
}

export function notAnImageText(tr: Translator, files: File[]): ReactNode {
  return tr.tx('editor.notAnImage', { names: fileNames(tr, files), count: files.length });
}

/** HEIC/HEIF photos (an iPhone's format, which browsers cannot show): how to send them as JPEG. */
export function heifText(tr: Translator, files: File[]): ReactNode {
  return tr.tx('editor.heifText', { names: fileNames(tr, files), count: files.length });
}
