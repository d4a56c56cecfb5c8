import { Alert, Button, Group, Paper, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconMessageOff, IconSend } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import {
  APPOINTMENT_TITLES,
  EMAIL_SUBJECT_MAX_LENGTH,
  isLeadSmsBlocked,
  messageMaxLength,
  OPTED_OUT_MESSAGE,
  storedToBody,
  type Lead,
  type MessageInstance,
  type RenderedTemplate,
  type UserSession,
} from '@torque/domain';
import { useCallback, useState, type KeyboardEvent } from 'react';
import { LengthCounter } from '../../../ui/LengthCounter';
import { AttachmentBar } from './AttachmentBar';
import classes from './Composer.module.css';
import { ComposerTools } from './ComposerTools';
import { useAttachmentUpload } from './useAttachmentUpload';
import { useComposer } from './useComposer';

type ComposerProps = {
  readonly lead: Lead;
  readonly session: UserSession;
  readonly onSent: (message: MessageInstance) => void;
};

/**
 * Writes and sends an SMS, e-mail or calendar invite. Every check (empty message, subject,
 * assistant, calendar, opt-out) is the domain machine's; this forwards input and shows its state.
 */
export function Composer({ lead, session, onSent }: ComposerProps) {
  const composer = useComposer(lead, session, onSent);
  const content = useSelector(composer, (snapshot) => snapshot.context.content);
  const subject = useSelector(composer, (snapshot) => snapshot.context.subject);
  const actionType = useSelector(composer, (snapshot) => snapshot.context.actionType);
  const attachment = useSelector(composer, (snapshot) => snapshot.context.attachment);
  const sending = useSelector(composer, (snapshot) => snapshot.matches('sending'));
  // The calendar action is always refused (spec 1 §5), so its title never leaves this screen.
  const [appointmentTitle, setAppointmentTitle] = useState<string | null>(null);
  const attached = useCallback(
    (file: { url: string; fileName: string }) => composer.send({ type: 'ATTACH', attachment: file }),
    [composer],
  );
  const upload = useAttachmentUpload(lead.id, attached);

  const send = () => composer.send({ type: 'SEND' });
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  const applyTemplate = (rendered: RenderedTemplate) => {
    composer.send({ type: 'EDIT', content: storedToBody(rendered.body) });
    if (actionType === 'email' && rendered.subject) {
      composer.send({ type: 'EDIT_SUBJECT', subject: rendered.subject });
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
          <ComposerTools
            lead={lead}
            session={session}
            actionType={actionType}
            uploading={upload.state.status === 'uploading'}
            onChooseAction={(value) => composer.send({ type: 'CHOOSE_ACTION', actionType: value })}
            onPickFile={(file) => void upload.upload(file)}
            onApplyTemplate={applyTemplate}
          />
          <Text size="xs" c="dimmed" visibleFrom="sm" className={classes.hint}>
            Enter to send · Shift+Enter for a new line
          </Text>
        </Group>
        {actionType === 'email' && (
          <TextInput
            aria-label="Subject"
            placeholder="Subject"
            maxLength={EMAIL_SUBJECT_MAX_LENGTH}
            value={subject}
            onChange={(event) => composer.send({ type: 'EDIT_SUBJECT', subject: event.currentTarget.value })}
          />
        )}
        {actionType === 'calendar' && (
          <Select
            aria-label="Appointment"
            placeholder="Appointment"
            data={APPOINTMENT_TITLES}
            value={appointmentTitle}
            onChange={setAppointmentTitle}
          />
        )}
        <AttachmentBar
          upload={upload.state}
          attachment={attachment}
          onRemove={() => composer.send({ type: 'DETACH' })}
        />
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <Textarea
            className={classes.input}
            aria-label="Message"
            placeholder="Type a message…"
            autosize
            minRows={1}
            maxRows={6}
            maxLength={messageMaxLength(actionType)}
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
        <LengthCounter length={content.length} max={messageMaxLength(actionType)} />
      </Stack>
    </Paper>
  );
}
