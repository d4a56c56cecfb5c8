import { Box, Group, Paper, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { isFromCustomer } from '@torque/domain';
import { SafeHtml } from '../../../ui/SafeHtml';
import { formatMessageTime } from '../../../ui/time';
import { ArchivedLabel } from './ArchivedLabel';
import { responseTimeOf, senderName, type BubbleProps } from './bubble-props';
import { BubbleMeta } from './BubbleMeta';
import classes from './bubbles.module.css';
import { useConversationView } from './conversation-view';
import { OutgoingStatus } from './OutgoingStatus';

/** An e-mail: a card with an envelope, the subject in bold and the sanitised body. */
export function EmailBubble({ message, timeZone, customerName }: BubbleProps) {
  const view = useConversationView();
  const chatLayout = view?.enterpriseLayout ?? false;
  const incoming = isFromCustomer(message);
  const sender = senderName(message, incoming ? customerName : 'Torque');
  const time = formatMessageTime(message.createdOn, timeZone);
  const subject = message.subject?.trim() || '(no subject)';
  const side = incoming ? 'flex-start' : 'flex-end';
  return (
    <Group justify={side} className={classes.line}>
      <Box
        role="article"
        aria-label={`E-mail from ${sender}: ${subject}`}
        className={classes.column}
        data-wide=""
      >
        {chatLayout && (
          <Text size="xs" fw={600} mb={2} className={classes.chatSender}>
            {sender}
          </Text>
        )}
        <Paper
          withBorder
          radius="md"
          p="sm"
          className={classes.email}
          data-archived={message.archived || undefined}
        >
          <Group gap={8} wrap="nowrap" mb={6} className={classes.emailHead}>
            <IconMail size={16} className={classes.emailIcon} aria-hidden />
            <Text fw={700} size="sm" truncate="end">
              {subject}
            </Text>
          </Group>
          <SafeHtml html={message.content} fz="sm" />
        </Paper>
        <BubbleMeta
          sender={chatLayout ? undefined : sender}
          time={time}
          dateTime={message.createdOn}
          responseTime={responseTimeOf(message, view)}
          align={side}
        >
          {!incoming && <OutgoingStatus message={message} timeZone={timeZone} />}
          {message.archived && <ArchivedLabel />}
        </BubbleMeta>
      </Box>
    </Group>
  );
}
