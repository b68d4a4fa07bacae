import { Alert, Box, Button, Center, Code, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useState, type ChangeEvent } from 'react';
import { useDemoTools, type DemoAccount } from '@/lib/demo-tools';
import { lazyPart } from '@/lib/lazy-part';
import { LanguageControl } from '@/widgets/language-control';
import { Logo } from '@/ui/logo';
import type { MessageKey } from '@/i18n/catalogues';
import { useT } from '@/i18n/use-t';
import { session, useSession } from '@/stores/session';
import { BusyDialog } from './busy-dialog';
import { validateEmail, validatePassword } from './sign-in-validation';

/**
 * The sign-in call with the HTTP client, ky, zod and the user schema: none of it is needed to
 * show the sign-in screen, so it is not in the first screen's bundle. A lazyPart that shows
 * no texts: it starts loading when the form is first used (focus in it) and is awaited on
 * submit, where a failure to load it (or its time-out) is the form's own "Login failed".
 */
const signInCall = lazyPart('sign-in-call', () => import('./sign-in-call'));

/**
 * Shown on every path while no one is signed in (SPEC.md §2). Signing in does not navigate:
 * the path in the address bar renders once the session exists.
 */
export function SignInScreen({ demoAccount }: { demoAccount?: DemoAccount | null }) {
  const { t, tx } = useT();
  const notice = useSession((s) => s.notice);
  const demo = useDemoTools();
  const [busy, setBusy] = useState(false);
  // Messages are kept as keys, so they follow a change of language while shown.
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<{ email: MessageKey | null; password: MessageKey | null }>({
    email: null,
    password: null,
  });

  // A two-field form: plain state keeps @mantine/form out of the first screen's bundle.
  const field = (name: 'email' | 'password') => ({
    value: values[name],
    error: errors[name] ? t(errors[name]) : null,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((e) => ({ ...e, [name]: null }));
    },
  });

  async function submit() {
    setBusy(true);
    setFailure(null);
    const found = { email: validateEmail(values.email), password: validatePassword(values.password) };
    setErrors(found);
    if (found.email || found.password) {
      setBusy(false);
      return;
    }
    try {
      const { signIn } = await signInCall.load();
      const answer = await signIn(values.email, values.password);
      if (answer === 'refused') {
        setErrors({ email: 'signIn.badCredentials', password: null });
        setBusy(false);
        return;
      }
      const { user, tokens } = answer;
      if (user.role !== 'admin') {
        // Decision (SPEC.md §6 leaves it open): hikers are refused here rather than shown a
        // panel whose every call answers 403.
        setFailure('signIn.notAdmin');
        setBusy(false);
        return;
      }
      session.signIn({ id: user.id, name: user.name, email: user.email, role: user.role }, tokens);
    } catch {
      // The server could not be reached or failed, or this code could not be loaded in time.
      setFailure('signIn.failed');
      setBusy(false);
    }
  }

  return (
    <Center mih="100vh" p="md" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
      {/* On a phone (below 576 px) a narrower padding leaves the form its room. */}
      <Paper component="main" inert={busy} withBorder shadow="sm" p={{ base: 'md', xs: 'xl' }} w="100%" maw={420} radius="lg">
        <Group justify="flex-end" mb="xs">
          <LanguageControl />
        </Group>
        <Stack align="center" gap={4} mb="lg">
          <Logo size={56} />
          <Title order={1} size="h2">
            {t('signIn.title')}
          </Title>
          <Text c="dimmed">{t('signIn.subtitle')}</Text>
        </Stack>
        {notice && (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />} mb="md" role="status">
            {t(notice)}
          </Alert>
        )}
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} mb="md" role="alert">
            {t(failure)}
          </Alert>
        )}
        <Box
          component="form"
          noValidate
          onFocus={signInCall.prefetch}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack>
            <TextInput
              label={t('signIn.email')}
              type="email"
              autoComplete="username"
              inputMode="email"
              dir="ltr"
              {...field('email')}
            />
            <PasswordInput label={t('signIn.password')} autoComplete="current-password" {...field('password')} />
            <Button type="submit" disabled={busy} fullWidth mt="sm">
              {busy ? t('signIn.submitting') : t('signIn.submit')}
            </Button>
          </Stack>
        </Box>
        {demoAccount && (
          <Alert color="teal" variant="outline" mt="lg" title={t('signIn.demoTitle')}>
            {/* The address and password break where needed rather than running out of the box. */}
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {tx('signIn.demoHint', {
                email: <Code dir="ltr">{demoAccount.email}</Code>,
                password: <Code dir="ltr">{demoAccount.password}</Code>,
              })}
            </Text>
            <Button
              size="xs"
              variant="light"
              mt="xs"
              onClick={() => setValues({ email: demoAccount.email, password: demoAccount.password })}
            >
              {t('signIn.demoFill')}
            </Button>
            {demo && <demo.SignInTools />}
          </Alert>
        )}
      </Paper>
      {busy && <BusyDialog title={t('signIn.validating')} />}
    </Center>
  );
}
