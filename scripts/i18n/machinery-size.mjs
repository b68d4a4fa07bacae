// The gzip size of the catalogue machinery the first screen carries (scripts/size.mjs caps
// it at 6 KB): intl-messageformat (without its parser, which the messages plugin keeps out), the
// translator, the catalogue loader, the language switch, the language control and the
// document sync, bundled and minified alone with the app's own Vite config. What is not
// machinery stays outside the bundle: React, Mantine, icons, the site-config store (it held
// the direction before the panel was bilingual) and the Arabic sign-in texts (words, counted
// in the first screen's budget).
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const ENTRY = '\0cairn-i18n-machinery';
const MODULES = [
  '@/i18n/translator',
  '@/i18n/use-t',
  '@/i18n/change-language',
  '@/i18n/catalogues',
  '@/widgets/language-control',
  '@/app/document-sync',
];
const EXTERNAL = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^@mantine\//,
  /^@tabler\//,
  /^virtual:cairn-messages\//,
  /\/src\/stores\/site-config/,
  /^@\/stores\/site-config$/,
];

/** gzip KB of the machinery bundled alone. */
export async function machineryKb() {
  const output = await build({
    configFile: new URL('../../vite.config.ts', import.meta.url).pathname,
    mode: 'production',
    logLevel: 'warn',
    plugins: [
      {
        name: 'cairn-i18n-machinery-entry',
        resolveId: (id) => (id === ENTRY ? ENTRY : null),
        load: (id) =>
          id === ENTRY ? MODULES.map((m, i) => `export * as m${i} from '${m}';`).join('\n') : null,
      },
    ],
    build: {
      write: false,
      manifest: false,
      copyPublicDir: false,
      rollupOptions: {
        input: ENTRY,
        // Keep the entry's exports (an app build drops them): they are what is measured.
        preserveEntrySignatures: 'strict',
        external: (id) => EXTERNAL.some((pattern) => pattern.test(id)),
        output: { codeSplitting: false },
      },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  let bytes = 0;
  for (const result of results)
    for (const file of result.output)
      if (file.type === 'chunk') bytes += gzipSync(file.code, { level: 9 }).length;
  return bytes / 1024;
}
