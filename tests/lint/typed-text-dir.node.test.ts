/**
 * The repository's ESLint config (eslint.config.js) refuses a `dir` that Mantine would put on
 * an input's wrapper <div> instead of the input: a computed one (`dir={textDir(name)}`) or
 * "auto", which there resolves to left to right and turns typed Arabic backwards. Each case
 * lints a file's text at a real path of src/, so the rule is checked as the config applies it.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FILE = 'src/features/tags/extra.tsx';
let eslint: ESLint;

beforeAll(() => {
  // What is checked is the one rule: the cycle check would follow every import of the panel.
  eslint = new ESLint({ cwd: ROOT, overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });
});

/** The problems ESLint reports for a component that renders `jsx`. */
async function problems(jsx: string) {
  const code = `import { Autocomplete, MultiSelect, Textarea, TextInput } from '@mantine/core';
import { FreeTextInput } from '@/ui/free-text-field';
import { textDir } from '@/lib/text-dir';
export function Extra({ name, label }: { name: string; label: string }) {
  return ${jsx};
}
export const unused = [Autocomplete, MultiSelect, Textarea, TextInput, FreeTextInput, textDir];
`;
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${FILE}` });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('a direction on a Mantine input', () => {
  it.each([
    ['a computed dir on a TextInput', '<TextInput label={label} value={name} dir={textDir(name)} />'],
    ['dir="auto" on a Textarea', '<Textarea label={label} value={name} dir="auto" />'],
    ["dir={'auto'} on an Autocomplete", "<Autocomplete label={label} value={name} dir={'auto'} />"],
    ['a conditional dir on a MultiSelect', "<MultiSelect label={label} dir={name ? 'auto' : undefined} />"],
  ])('refuses %s', async (_case, jsx) => {
    expect(await problems(jsx)).toEqual([
      expect.stringMatching(/^no-restricted-syntax: Mantine puts `dir` on the wrapper <div>/),
    ]);
  });

  it.each([
    ['a fixed left-to-right field (an email)', '<TextInput label={label} value={name} dir="ltr" />'],
    ['a field of typed text', '<FreeTextInput label={label} value={name} />'],
    ['dir on an element that is not an input', '<div dir="auto" title={label}>{name}</div>'],
  ])('allows %s', async (_case, jsx) => {
    expect(await problems(jsx)).toEqual([]);
  });
});
