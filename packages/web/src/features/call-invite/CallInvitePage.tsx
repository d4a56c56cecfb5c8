import { Avatar, Badge, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import {
  assistantName,
  customerName,
  formatPhone,
  LINK_NO_LONGER_VALID,
  type CallInviteParams,
} from '@torque/domain';
import { useEffect } from 'react';
import { TorqueWordmark } from '../../ui/TorqueMark';
import { MessageBubble } from '../conversation';
import classes from './CallInvitePage.module.css';
import { useCallInvite } from './useCallInvite';

/**
 * The customer's call invite page (/service/landing): the store, the customer with +1 shown, the
 * assistant, and the whole conversation read-only, oldest first, every kind of message as its card.
 */
export function CallInvitePage({ params }: { readonly params: CallInviteParams }) {
  const state = useCallInvite(params);
  useEffect(() => {
    document.title = 'Your conversation · Torque';
  }, []);

  if (state.kind === 'loading') {
    return (
      <Center mih="100dvh">
        <Loader aria-label="Loading your conversation" />
      </Center>
    );
  }
  if (state.kind === 'unavailable') {
    return (
      <Center mih="100dvh" p="md" component="main">
        <Paper withBorder radius="lg" p="xl" maw={460} ta="center">
          <Title order={1} fz="h3" mb="xs">
            {LINK_NO_LONGER_VALID}
          </Title>
          <Text c="dimmed">
            It may have expired or been replaced by a newer one. Ask your dealership to send you a new link.
          </Text>
        </Paper>
      </Center>
    );
  }

  const { lead, messages, assistants } = state;
  const customer = customerName(lead);
  const zone = lead.storeMaster.officeMasterVO.officeTimeZone;
  return (
    <main className={classes.page}>
      <Container size="sm" px={{ base: 'xs', sm: 'md' }} py="md">
        <Stack gap="md">
          <Group justify="space-between" wrap="nowrap">
            <TorqueWordmark size={28} />
            <Badge variant="light">Read only</Badge>
          </Group>
          <Paper withBorder radius="lg" p="md">
            <Title order={1} fz="h3">
              Your conversation with {lead.storeMaster.store_name}
            </Title>
            <Group gap="xl" mt="sm" wrap="wrap">
              <div>
                <Text size="xs" c="dimmed">
                  Customer
                </Text>
                <Text fw={600}>{customer}</Text>
                <Text size="sm">+1 {formatPhone(lead.customerMaster.cellular)}</Text>
              </div>
              {assistants.map((assistant) => (
                <Group key={assistantName(assistant)} gap="xs" wrap="nowrap">
                  <Avatar radius="xl" color="torque" aria-hidden>
                    {assistant.agentFirstName.charAt(0)}
                  </Avatar>
                  <div>
                    <Text size="xs" c="dimmed">
                      Your assistant
                    </Text>
                    <Text fw={600}>{assistantName(assistant)}</Text>
                    {assistant.agentPhoneNumber && (
                      <Text size="sm">+1 {formatPhone(assistant.agentPhoneNumber)}</Text>
                    )}
                  </div>
                </Group>
              ))}
            </Group>
          </Paper>
          <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }} className={classes.conversation}>
            {messages.length === 0 ? (
              <Text c="dimmed" ta="center" py="lg">
                No messages yet.
              </Text>
            ) : (
              <div role="log" aria-label="Conversation">
                {messages.map((message) => (
                  <MessageBubble key={message.id} message={message} timeZone={zone} customerName={customer} />
                ))}
              </div>
            )}
          </Paper>
        </Stack>
      </Container>
    </main>
  );
}
