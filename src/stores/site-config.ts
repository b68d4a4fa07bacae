import { z } from 'zod';
import { create } from 'zustand';
import { sessionEntries } from './expiring-storage';

/** Website config (SPEC.md §3): kept in session storage; default language ar, direction rtl. */
export const SITE_CONFIG_KEY = 'cairn.siteConfig';

const siteConfigSchema = z.object({
  direction: z.enum(['rtl', 'ltr']),
  language: z.string().min(2).max(12),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type Direction = SiteConfig['direction'];

export const DEFAULT_SITE_CONFIG: SiteConfig = { direction: 'rtl', language: 'ar' };

const read = (): SiteConfig => sessionEntries.get(SITE_CONFIG_KEY, siteConfigSchema) ?? DEFAULT_SITE_CONFIG;

export const useSiteConfig = create<SiteConfig>()(() => read());

useSiteConfig.subscribe((state) => sessionEntries.set(SITE_CONFIG_KEY, state));

export const siteConfig = {
  setDirection: (direction: Direction) => useSiteConfig.setState({ direction }),
  toggleDirection: () =>
    useSiteConfig.setState((s) => ({ direction: s.direction === 'rtl' ? 'ltr' : 'rtl' })),
  setLanguage: (language: string) => useSiteConfig.setState({ language }),
  reset: () => useSiteConfig.setState(read(), true),
};
