import { Box, Group, Paper, Text } from '@mantine/core';
import { IconCalendarEvent, IconChecklist, IconMessageShare, IconPhoneCall } from '@tabler/icons-react';
import { messageKindOf, type MessageKind } from '@torque/domain';
import type { ReactNode } from 'react';
import { SafeHtml } from '../../../ui/SafeHtml';
import { formatMessageTime } from '../../../ui/time';
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

/** Who and when, as spec 1 §2 lists them per card (sender, recipient, host, guest, time). */
function cardFields(kind: CardKind, { message, timeZone }: BubbleProps): readonly [string, string][] {
  const time = formatMessageTime(message.createdOn, timeZone);
  const from = message.fromName?.trim() || message.messageSentBy?.trim() || '';
  const to = message.toName?.trim() || '';
  const fields: [string, string][] =
    kind === 'internal-task' || kind === 'appointment'
      ? [
          ['Host', from],
          ['Guest', to],
          [kind === 'appointment' ? 'Created' : 'Time', time],
        ]
      : [
          ['Sender', from],
          ['Recipient', to],
          [kind === 'call' ? 'Start time' : 'Time', time],
        ];
  return fields.filter(([, value]) => value !== '');
}

/** The call, internal task, appointment and invite cards: centred, with their details and body. */
export function EventCardBubble(props: BubbleProps) {
  const { message } = props;
  const kind = messageKindOf(message) as CardKind;
  const title = cardTitle(kind, props);
  const recording =
    kind === 'call' ? message.mediaUrls?.find((url) => url.trim() !== '' && url !== '-') : undefined;
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
