/** The lint rule that keeps every user-facing text in the catalogues (eslint-rules/). */
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import rule from '../../eslint-rules/no-user-facing-literal.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

const error = { messageId: 'literal' } as const;

tester.run('no-user-facing-literal', rule, {
  valid: [
    { code: "const a = <Button>{t('common.cancel')}</Button>;" },
    { code: "const a = <TextInput label={t('common.name')} placeholder={t('common.searchByName')} />;" },
    { code: "const a = <RowChoice label=\"users.statusOf\" />; // a message key names a text" },
    { code: "const a = <Code dir=\"ltr\" data-testid=\"stars\" className=\"x\">{email}</Code>;" },
    { code: 'const a = <Text>{count} / {max} – 3</Text>;' },
    { code: "notifySuccess(t('tags.created'));" },
    { code: "confirm({ title: tx('users.deleteTitle', { name }), message: t('users.deleteConfirm') });" },
    { code: "const kinds = { label: 'x1' }; // outside JSX and dialogs: the types check keys" },
    { code: "const a = <Select data={[{ value: 'asc', label: t('tags.ascending') }]} />;" },
  ],
  invalid: [
    { code: 'const a = <Button>Save</Button>;', errors: [error] },
    { code: "const a = <Text>{'Loading...'}</Text>;", errors: [error] },
    { code: "const a = <Title>{'Tag ' + name}</Title>;", errors: [error] },
    { code: 'const a = <Text>{`Showing ${n} of ${total}`}</Text>;', errors: [error] },
    { code: 'const a = <TextInput label="Name" />;', errors: [error] },
    { code: "const a = <ActionIcon aria-label={`Delete ${name}`} />;", errors: [error] },
    { code: "const a = <Image alt={ok ? 'Photo' : t('x.y')} />;", errors: [error] },
    { code: "const a = <NativeSelect data={[{ value: '', label: 'All' }]} />;", errors: [error] },
    { code: "notifyError('Failed to delete tag.');", errors: [error] },
    { code: "notifySuccess(t('a.b'), `${name} was deleted.`);", errors: [error] },
    { code: "confirm({ title: 'Delete?', message: t('x.y'), confirmLabel: 'Delete' });", errors: [error, error] },
    { code: "modals.openConfirmModal({ labels: { confirm: 'Yes', cancel: t('common.cancel') } });", errors: [error] },
    { code: "notifications.show({ title: 'Saved', message: '' });", errors: [error] },
  ],
});
