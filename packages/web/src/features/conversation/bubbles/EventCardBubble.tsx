import { Box, Group, Paper, Text } from '@mantine/core';
import { IconCalendarEvent, IconChecklist, IconMessageShare, IconPhoneCall } from '@tabler/icons-react';
import { callRecordingOf, formatCallDuration, messageKindOf, type MessageKind } from '@torque/domain';
import type { ReactNode } from 'react';
import { SafeHtml } from '../../../ui/SafeHtml';
import { formatLabelledTime, formatMessageTime } from '../../../ui/time';
import { ArchivedLabel } from './ArchivedLabel';
import type { BubbleProps } from './bubble-props';
import classes from './bubbles.module.css';

type CardKind = Extract<MessageKind, 'call' | 'internal-task' | 'appointment' | 'invite-response'>;

const ICONS: Readonly<Record<CardKind, ReactNode>> = {
  call: <IconPhoneCall size={16} aria-hidden />,
  'internal-task': <IconChecklist size={16} aria-hidden />,
  appointment: <IconCalendarEvent size={16} aria-hidden />,
  'invite-response': <IconMessageShare size={16} aria-hidden />,
};

function cardTitle(kind: CardKind, props: BubbleProps): string {
  const { message } = props;
  switch (kind) {
    case 'call':
      return message.notificationType === 'VOICEMAIL_LEFT' ? 'Voicemail left' : 'Phone call';
    case 'internal-task':
      return message.subject?.trim() || 'Internal task';
    case 'appointment':
      return message.subject?.trim() ? `Appointment: ${message.subject.trim()}` : 'Appointment';
    case 'invite-response':
      return message.notificationType === 'USER_INVITE' ? 'User invite' : 'Deal room response';
  }
}

const text = (value: string | null | undefined): string => value?.trim() ?? '';

/** Who and when, as spec 1 §2 lists them per card; every time in the office zone. */
function cardFields(
  kind: CardKind,
  { message, timeZone, storeTimeZone }: BubbleProps,
): readonly [string, string][] {
  const at = (iso: string | null | undefined) => (iso ? formatMessageTime(iso, timeZone) : '');
  // The customer comes at the store's hour, as the booking form offered it (issue 14: labelled).
  const atStore = (iso: string | null | undefined) =>
    iso && storeTimeZone && storeTimeZone !== timeZone ? formatLabelledTime(iso, storeTimeZone) : at(iso);
  const sender = text(message.fromName) || text(message.messageSentBy);
  const recipient = text(message.toName);
  const host = text(message.host) || sender;
  const guest = text(message.guest) || recipient;
  const start = at(message.startTime ?? message.createdOn);
  const fields: [string, string][] = (() => {
    switch (kind) {
      case 'internal-task':
        return [
          ['Host', host],
          ['Guest', guest],
          ['Time', start],
        ];
      case 'appointment':
        return [
          ['Sender', sender],
          ['Created', at(message.createdOn)],
          ['Recipient', recipient],
          ['Subject', text(message.subject)],
          ['Host', host],
          ['Guest', guest],
          ['Start time', atStore(message.startTime)],
        ];
      case 'call':
        return [
          ['Sender', sender],
          ['Recipient', recipient],
          ['Start time', start],
          ['Duration', message.callDuration == null ? '' : formatCallDuration(message.callDuration)],
        ];
      case 'invite-response':
        return [
          ['Sender', sender],
          ['Recipient', recipient],
          ['Time', at(message.createdOn)],
        ];
    }
  })();
  return fields.filter(([, value]) => value !== '');
}

/** The call, internal task, appointment and invite cards: centred, with their details and body. */
export function EventCardBubble(props: BubbleProps) {
  const { message } = props;
  const kind = messageKindOf(message) as CardKind;
  const title = cardTitle(kind, props);
  const recording = kind === 'call' ? callRecordingOf(message) : undefined;
  return (
    <Group justify="center" className={classes.line}>
      <Box role="article" aria-label={title} className={classes.eventCard} data-kind={kind}>
        <Paper
          withBorder
          radius="md"
          p="sm"
          data-archived={message.archived || undefined}
          className={classes.eventPaper}
        >
          <Group gap={8} wrap="nowrap" mb={6} className={classes.eventHead}>
            {ICONS[kind]}
            <Text fw={700} size="sm">
              {title}
            </Text>
            {message.archived && <ArchivedLabel />}
          </Group>
          <dl className={classes.eventFields}>
            {cardFields(kind, props).map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {message.content.trim() !== '' && <SafeHtml html={message.content} fz="sm" />}
          {recording && (
            <audio
              controls
              preload="none"
              src={recording}
              aria-label="Call recording"
              className={classes.audio}
            />
          )}
        </Paper>
      </Box>
    </Group>
  );
}
