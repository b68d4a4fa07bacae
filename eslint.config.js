import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importOrder, layerZones, ROOT } from './eslint-rules/layers.js';
import noLoaderCycle from './eslint-rules/no-loader-cycle.js';
import noUserFacingLiteral from './eslint-rules/no-user-facing-literal.js';

/** The repository's own rules (eslint-rules/). */
const cairn = { rules: { 'no-user-facing-literal': noUserFacingLiteral, 'no-loader-cycle': noLoaderCycle } };

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'mocks/worker/mockServiceWorker.js', 'src/routeTree.gen.ts', 'src/i18n/message-args.gen.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/tests/**', '../tests/*'], message: 'src never imports tests/.' },
          ],
        },
      ],
    },
  },
  {
    // Imports resolve as TypeScript and Vite do (the `@/` alias of tsconfig.json).
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Read TypeScript modules with typescript-eslint's parser (no-cycle follows their imports).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      'import-x/internal-regex': '^@/',
    },
    rules: { 'import-x/order': ['error', importOrder] },
  },
  {
    // The layers (README, "Layers"): a layer imports only the layers to its right; features
    // do not import each other; nothing imports in a circle, through a dynamic `import()` too
    // (no-cycle skips type-only imports, whatever its options: cairn/no-loader-cycle below
    // refuses those between a loader and what it loads).
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: layerZones() }],
      // Packages cannot import the panel: the search for a circle stays inside the repository.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
    },
  },
  {
    // Code loaded on demand (a screen, a lazyPart) never imports its loader, types included.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { cairn },
    rules: { 'cairn/no-loader-cycle': 'error' },
  },
  {
    // src reaches the fake backend only through the demo-mode dynamic import in main.tsx.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/main.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/mocks/**', '../mocks/*'], message: 'src does not import mocks/.' }] },
      ],
    },
  },
  {
    // Every text a person sees comes from the catalogues (src/i18n/locales), in both languages.
    files: ['src/**/*.{ts,tsx}', 'mocks/devtools/**/*.{ts,tsx}'],
    plugins: { cairn },
    rules: { 'cairn/no-user-facing-literal': 'error' },
  },
  {
    // Typed text takes its direction on the input element itself (src/ui/free-text.ts,
    // docs/decisions/i18n.md "Typed text"): Mantine puts a `dir` prop on the field's wrapper
    // <div>, which has no text, so "auto" there resolves to left to right and Arabic reads
    // backwards. A fixed direction (an email's "ltr") may stay on the wrapper.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name=/^(TextInput|Textarea|Autocomplete|MultiSelect|TagsInput|PillsInput|PasswordInput|Select|NumberInput|JsonInput|InputBase)$/] > JSXAttribute[name.name='dir']:not([value.type='Literal'][value.value=/^(ltr|rtl)$/])",
          message:
            'Mantine puts `dir` on the wrapper <div>, not on the input: a field of typed text is FreeTextInput, FreeTextarea or FreeTextMultiSelect (src/ui/free-text.ts).',
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.{mjs,ts}', 'build/**/*.ts', 'eslint-rules/**/*.js', 'mocks/server/**/*.ts', 'vite.config.ts', '*.cjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The browser scripts (npm run a11y) pass functions to the page: they also run there.
    files: ['scripts/a11y*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Tests wait as long as the setup says and never time themselves (README, "Testing").
    files: ['tests/**/*.{ts,tsx}'],
    ignores: ['tests/setup.ts', 'tests/setup-dom.ts', 'tests/support/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='configure'] Property[key.name='asyncUtilTimeout']",
          message: 'The wait is set once, in tests/setup-dom.ts: a file that changes it changes it for every file after it in the worker.',
        },
        {
          selector:
            ":matches(CallExpression[callee.name='waitFor'], CallExpression[callee.property.name=/^find(All)?By/]) > ObjectExpression > Property[key.name='timeout']",
          message: 'Every wait is the one set in tests/setup-dom.ts.',
        },
        {
          selector: "MemberExpression[object.name='performance'][property.name='now']",
          message: 'Speed is measured by `npm run bench` (bench/), never asserted by a test.',
        },
        {
          // new Promise((resolve) => (release = resolve)), with or without braces
          selector:
            "NewExpression[callee.name='Promise'] > ArrowFunctionExpression > AssignmentExpression[right.type='Identifier'], NewExpression[callee.name='Promise'] > ArrowFunctionExpression > BlockStatement > ExpressionStatement > AssignmentExpression[right.type='Identifier']",
          message: 'A promise the test settles itself is deferred() from tests/support.',
        },
        {
          // it('…'), it.each(rows)('…'), describe('…'), test.skipIf(x)('…'): the title a report shows.
          selector:
            ":matches(CallExpression[callee.name=/^(it|test|describe)$/], CallExpression[callee.object.name=/^(it|test|describe)$/], CallExpression[callee.callee.object.name=/^(it|test|describe)$/]) > Literal.arguments:first-child[value=/^[\\s\\S]{121,}$/]",
          message: 'A test is named in a short sentence: at most 120 characters (docs/testing.md).',
        },
        {
          selector: "CallExpression[callee.object.name='userEvent'][callee.property.name='setup']",
          message: 'The user a test drives is setupUser() from tests/support: its pauses pass on fake timers.',
        },
      ],
    },
  },
  {
    // tests/setup.ts runs before every file, the Node-environment ones too: what only a page
    // needs is tests/setup-dom.ts's, which it loads when there is a window.
    files: ['tests/setup.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@testing-library/*', '@mantine/*', 'react-dom', 'react-dom/*', 'virtual:cairn-messages/*', '@/i18n/*', './support/*'],
              message: 'Only jsdom files need it: import it in tests/setup-dom.ts.',
            },
          ],
        },
      ],
    },
  },
);
