import { Alert, Anchor, Button, Card, Center, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useServices } from '../../services/services-context';

type Outcome = { readonly ok: boolean; readonly message: string } | null;

/**
 * /set-password?token=…: the page an invitation link opens (issue 20). The invited user chooses a
 * password once; the link then stops working and they sign in as anyone does.
 */
export function SetPasswordPage({ token }: { readonly token: string }) {
  const { userAdmin } = useServices();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const mismatch = repeat !== '' && repeat !== password;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mismatch || password === '') return;
    setSending(true);
    const answer = await userAdmin.setInvitedPassword(token, password);
    setSending(false);
    setOutcome(
      answer.ok ? { ok: true, message: answer.value.message } : { ok: false, message: answer.error.message },
    );
  };

  return (
    <Center mih="100vh" p="md">
      <Card withBorder shadow="md" radius="lg" padding="xl" w="100%" maw={440}>
        {outcome?.ok ? (
          <Stack>
            <Title order={1} fz="h3">
              Password set
            </Title>
            <Text>{outcome.message}</Text>
            <Anchor href="/login">Sign in</Anchor>
          </Stack>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack>
              <div>
                <Title order={1} fz="h3">
                  Choose your password
                </Title>
                <Text c="dimmed" size="sm" mt={4}>
                  You were invited to Torque. This link works once; use at least 12 characters.
                </Text>
              </div>
              {!token && (
                <Alert color="red" title="This link is incomplete">
                  Open the whole link your administrator gave you.
                </Alert>
              )}
              {outcome && !outcome.ok && (
                <Alert color="red" title="Could not set the password">
                  {outcome.message}
                </Alert>
              )}
              <PasswordInput
                label="New password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
              />
              <PasswordInput
                label="Repeat the password"
                autoComplete="new-password"
                value={repeat}
                onChange={(e) => setRepeat(e.currentTarget.value)}
                error={mismatch ? 'The two passwords differ.' : undefined}
              />
              <Button
                type="submit"
                loading={sending}
                disabled={!token || password === '' || repeat !== password}
              >
                Set password
              </Button>
            </Stack>
          </form>
        )}
      </Card>
    </Center>
  );
}
