import { Button, Group, Paper, PasswordInput, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { notice } from '@torque/domain';
import { useState } from 'react';
import { useServices } from '../../services/services-context';
import { showFailure, showNotice } from '../../ui/notices';

/** The chat credentials test: 'Successfully Tested', 'Invalid Credentials.' or the twilio connection notice. */
export function ChatCredentialsCard() {
  const { messagingNumbers } = useServices();
  const [accountSid, setAccountSid] = useState('');
  const [authToken, setAuthToken] = useState('');
  const [serviceSid, setServiceSid] = useState('');
  const [testing, setTesting] = useState(false);

  const test = async () => {
    setTesting(true);
    const answer = await messagingNumbers.testChatCredentials({
      accountSid: accountSid.trim(),
      authToken: authToken.trim(),
      ...(serviceSid.trim() ? { serviceSid: serviceSid.trim() } : {}),
    });
    setTesting(false);
    if (!answer.ok) return showFailure(answer.error);
    showNotice(notice({ message: answer.value.message }));
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Title order={2} fz="h4">
          Chat credentials
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="Chat account SID"
            autoComplete="off"
            value={accountSid}
            onChange={(e) => setAccountSid(e.currentTarget.value)}
          />
          <PasswordInput
            label="Chat auth token"
            autoComplete="off"
            value={authToken}
            onChange={(e) => setAuthToken(e.currentTarget.value)}
          />
          <TextInput
            label="Chat service SID (optional)"
            autoComplete="off"
            value={serviceSid}
            onChange={(e) => setServiceSid(e.currentTarget.value)}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button
            variant="light"
            onClick={() => void test()}
            loading={testing}
            disabled={!accountSid.trim() || !authToken.trim()}
          >
            Test credentials
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
