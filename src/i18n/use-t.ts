import { useSiteConfig } from '@/stores/site-config';
import { translatorFor, type Translator } from './translator';

/** The translator for the current language and page direction; re-renders when they change. */
export function useT(): Translator {
  const language = useSiteConfig((s) => s.language);
  const direction = useSiteConfig((s) => s.direction);
  return translatorFor(language, direction);
}
