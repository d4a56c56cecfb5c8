import {
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconMessageOff, IconSend } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import {
  isLeadSmsBlocked,
  OPTED_OUT_MESSAGE,
  type ActionType,
  type Lead,
  type MessageInstance,
  type UserSession,
} from '@torque/domain';
import type { KeyboardEvent } from 'react';
import classes from './Composer.module.css';
import { useComposer } from './useComposer';

type ComposerProps = {
  readonly lead: Lead;
  readonly session: UserSession;
  readonly onSent: (message: MessageInstance) => void;
};

const ACTIONS: { label: string; value: ActionType }[] = [
  { label: 'SMS', value: 'sms' },
  { label: 'E-mail', value: 'email' },
];

/**
 * Writes and sends an SMS or e-mail. Every check (empty message, subject, assistant, opt-out)
 * is the domain machine's; this only forwards keystrokes and shows its state.
 */
export function Composer({ lead, session, onSent }: ComposerProps) {
  const composer = useComposer(lead, session, onSent);
  const content = useSelector(composer, (snapshot) => snapshot.context.content);
  const subject = useSelector(composer, (snapshot) => snapshot.context.subject);
  const actionType = useSelector(composer, (snapshot) => snapshot.context.actionType);
  const sending = useSelector(composer, (snapshot) => snapshot.matches('sending'));
  const email = actionType === 'email';

  const send = () => composer.send({ type: 'SEND' });
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <Paper className={classes.composer} radius={0} component="section" aria-label="Reply">
      <Stack gap="xs">
        {isLeadSmsBlocked(lead) && (
          <Alert variant="light" color="orange" icon={<IconMessageOff size={18} />} py={8}>
            {OPTED_OUT_MESSAGE}
          </Alert>
        )}
        <Group justify="space-between" gap="xs">
          <SegmentedControl
            size="xs"
            aria-label="Message type"
            data={ACTIONS}
            value={actionType}
            onChange={(value) => composer.send({ type: 'CHOOSE_ACTION', actionType: value as ActionType })}
          />
          <Text size="xs" c="dimmed" visibleFrom="sm">
            Enter to send · Shift+Enter for a new line
          </Text>
        </Group>
        {email && (
          <TextInput
            aria-label="Subject"
            placeholder="Subject"
            value={subject}
            onChange={(event) => composer.send({ type: 'EDIT_SUBJECT', subject: event.currentTarget.value })}
          />
        )}
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <Textarea
            className={classes.input}
            aria-label="Message"
            placeholder="Type a message…"
            autosize
            minRows={1}
            maxRows={6}
            value={content}
            onChange={(event) => composer.send({ type: 'EDIT', content: event.currentTarget.value })}
            onKeyDown={onKeyDown}
          />
          <Button
            onClick={send}
            loading={sending}
            rightSection={<IconSend size={16} />}
            className={classes.send}
          >
            Send
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
