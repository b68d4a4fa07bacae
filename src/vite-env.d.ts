/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base of the API, default `/api/v1`. */
  readonly VITE_API_BASE_URL?: string;
  /** `true` bundles and starts the fake backend (dev and build:demo). */
  readonly VITE_MOCKS?: string;
  /** `large` seeds 10,000 trails and 100,000 users (fake backend only). */
  readonly VITE_SEED?: string;
  /** Seconds an access token of the fake backend lives; short values exercise refresh. */
  readonly VITE_ACCESS_TOKEN_TTL?: string;
  /** Origins photos are served from besides the API's (build time, for the CSP): build/csp.ts. */
  readonly VITE_PHOTO_ORIGIN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Replaced at build time: true when the fake backend is bundled (vite.config.ts). */
declare const __CAIRN_MOCKS__: boolean;

/** One part of a language's catalogue, parsed at build time (scripts/i18n/messages-plugin.ts). */
declare module 'virtual:cairn-messages/*' {
  import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
  const messages: Record<string, string | MessageFormatElement[]>;
  export default messages;
}
