import {
  Alert,
  Button,
  Card,
  Center,
  Code,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { TorqueWordmark } from '../../ui/TorqueMark';
import classes from './LoginPage.module.css';
import { useDemoSignIn } from './useDemoSignIn';
import { useSignIn } from './useSignIn';

type LoginValues = { email: string; password: string };

const required = (message: string) => (value: string) => (value.trim() === '' ? message : null);

/** /login: e-mail and password; the server's refusal is shown inside the card. */
export function LoginPage() {
  const { signIn, failure } = useSignIn();
  const demo = useDemoSignIn();
  const form = useForm<LoginValues>({
    initialValues: { email: '', password: '' },
    validate: {
      email: required('E-mail is required'),
      password: required('Password is required'),
    },
  });

  return (
    <Center className={classes.page} component="main">
      <Stack gap="lg" className={classes.column}>
        <Center>
          <TorqueWordmark size={40} />
        </Center>
        <Card withBorder shadow="md" radius="lg" padding="xl">
          <form onSubmit={form.onSubmit(signIn)} noValidate>
            <Stack gap="md">
              <div>
                <Title order={2} fz="h3">
                  Sign in
                </Title>
                <Text c="dimmed" size="sm" mt={4}>
                  Lead engagement and service messaging for your dealership.
                </Text>
              </div>
              {failure && (
                <Alert
                  color="red"
                  variant="light"
                  icon={<IconAlertCircle size={18} />}
                  title="Could not sign in"
                >
                  {failure}
                </Alert>
              )}
              <TextInput
                label="E-mail"
                type="email"
                autoComplete="username"
                placeholder="you@dealership.com"
                {...form.getInputProps('email')}
              />
              <PasswordInput
                label="Password"
                autoComplete="current-password"
                placeholder="Your password"
                {...form.getInputProps('password')}
              />
              <Button type="submit" fullWidth size="md" loading={form.submitting}>
                Sign in
              </Button>
            </Stack>
          </form>
        </Card>
        {demo && (
          <Paper radius="md" px="md" py="sm" className={classes.hint}>
            <Group gap="xs" wrap="nowrap">
              <IconInfoCircle size={18} className={classes.hintIcon} aria-hidden />
              <Text size="sm">
                Demo: <Code>{demo.email}</Code> / <Code>{demo.password}</Code>
              </Text>
            </Group>
          </Paper>
        )}
      </Stack>
    </Center>
  );
}
