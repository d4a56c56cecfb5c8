import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Loader,
  PasswordInput,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { invitationLinkRefusal, LINK_USED, type InvitationLinkState } from '@torque/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { useServices } from '../../services/services-context';

type Outcome = { readonly ok: boolean; readonly message: string } | null;

const SPENT_TITLES: Readonly<Record<Exclude<InvitationLinkState, 'LIVE'>, string>> = {
  USED: 'This link has been used',
  EXPIRED: 'This link has expired',
  UNKNOWN: 'This link is not valid',
};

/** A link that can no longer set a password: what happened and what to do (issue 30). */
function SpentLink({ state }: { readonly state: Exclude<InvitationLinkState, 'LIVE'> }) {
  return (
    <Stack>
      <Title order={1} fz="h3">
        {SPENT_TITLES[state]}
      </Title>
      <Text>{invitationLinkRefusal(state)}</Text>
      <Anchor href="/login">Sign in</Anchor>
    </Stack>
  );
}

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
  // The link's state, asked once on opening: a used link says so instead of offering the form.
  const [link, setLink] = useState<InvitationLinkState | 'CHECKING'>(token ? 'CHECKING' : 'LIVE');
  const mismatch = repeat !== '' && repeat !== password;

  useEffect(() => {
    if (!token) return;
    let live = true;
    void userAdmin.invitationLink(token).then((answer) => {
      // Unreachable: offer the form, whose answer says what is wrong.
      if (live) setLink(answer.ok ? answer.value.state : 'LIVE');
    });
    return () => void (live = false);
  }, [token, userAdmin]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mismatch || password === '') return;
    setSending(true);
    const answer = await userAdmin.setInvitedPassword(token, password);
    setSending(false);
    if (!answer.ok && answer.error.message === LINK_USED) return setLink('USED');
    setOutcome(
      answer.ok ? { ok: true, message: answer.value.message } : { ok: false, message: answer.error.message },
    );
  };

  return (
    <Center mih="100vh" p="md">
      <Card withBorder shadow="md" radius="lg" padding="xl" w="100%" maw={440}>
        {link === 'CHECKING' ? (
          <Center py="xl">
            <Loader aria-label="Checking the link" />
          </Center>
        ) : link !== 'LIVE' ? (
          <SpentLink state={link} />
        ) : outcome?.ok ? (
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
