import { Alert, Box, Button, Center, Code, Loader, Modal, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useState, type ChangeEvent } from 'react';
import { login } from '@/api/auth/login';
import { ApiError } from '@/api/errors';
import { useDemoTools } from '@/app/demo-tools';
import { Logo } from '@/components/logo';
import { session, useSession } from '@/stores/session';
import { SIGN_IN_MESSAGES, validateEmail, validatePassword } from './sign-in-validation';

export interface DemoAccount {
  email: string;
  password: string;
}

/**
 * Shown on every path while no one is signed in (SPEC.md §2). Signing in does not navigate:
 * the path in the address bar renders once the session exists.
 */
export function SignInScreen({ demoAccount }: { demoAccount?: DemoAccount | null }) {
  const notice = useSession((s) => s.notice);
  const demo = useDemoTools();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<{ email: string | null; password: string | null }>({
    email: null,
    password: null,
  });

  // A two-field form: plain state keeps @mantine/form out of the first screen's bundle.
  const field = (name: 'email' | 'password') => ({
    value: values[name],
    error: errors[name],
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
      const { user, tokens } = await login(values.email, values.password);
      if (user.role !== 'admin') {
        // Decision (SPEC.md §6 leaves it open): hikers are refused here rather than shown a
        // panel whose every call answers 403.
        setFailure(SIGN_IN_MESSAGES.notAdmin);
        setBusy(false);
        return;
      }
      session.signIn({ id: user.id, name: user.name, email: user.email, role: user.role }, tokens);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 400 || error.status === 401)) {
        setErrors({ email: SIGN_IN_MESSAGES.badCredentials, password: null });
      } else {
        setFailure(SIGN_IN_MESSAGES.failed);
      }
      setBusy(false);
    }
  }

  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper component="main" withBorder shadow="sm" p="xl" w="100%" maw={420} radius="lg">
        <Stack align="center" gap={4} mb="lg">
          <Logo size={56} />
          <Title order={1} size="h2">
            Admin Panel
          </Title>
          <Text c="dimmed">Please sign in to continue</Text>
        </Stack>
        {notice && (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />} mb="md" role="status">
            {notice}
          </Alert>
        )}
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} mb="md" role="alert">
            {failure}
          </Alert>
        )}
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack>
            <TextInput
              label="Email Address"
              type="email"
              autoComplete="username"
              inputMode="email"
              dir="ltr"
              {...field('email')}
            />
            <PasswordInput label="Password" autoComplete="current-password" {...field('password')} />
            <Button type="submit" disabled={busy} fullWidth mt="sm">
              {busy ? 'Signing In...' : 'Sign In'}
            </Button>
          </Stack>
        </Box>
        {demoAccount && (
          <Alert color="teal" variant="outline" mt="lg" title="Demo mode">
            <Text size="sm">
              Sign in as <Code dir="ltr">{demoAccount.email}</Code> with the password{' '}
              <Code dir="ltr">{demoAccount.password}</Code>
            </Text>
            <Button
              size="xs"
              variant="light"
              mt="xs"
              onClick={() => setValues({ email: demoAccount.email, password: demoAccount.password })}
            >
              Fill in the demo sign-in
            </Button>
            {demo && <demo.SignInTools />}
          </Alert>
        )}
      </Paper>
      <Modal
        opened={busy}
        onClose={() => undefined}
        withCloseButton={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
        centered
        size="sm"
        title="Validating your credentials..."
      >
        <Center py="sm">
          <Loader aria-label="Validating your credentials..." />
        </Center>
      </Modal>
    </Center>
  );
}
