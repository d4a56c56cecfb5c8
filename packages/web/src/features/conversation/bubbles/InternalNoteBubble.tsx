import { Box, Group, Paper, Text } from '@mantine/core';
import { IconNote } from '@tabler/icons-react';
import { SafeHtml } from '../../../ui/SafeHtml';
import { formatMessageTime } from '../../../ui/time';
import { ArchivedLabel } from './ArchivedLabel';
import { senderName, type BubbleProps } from './bubble-props';
import classes from './bubbles.module.css';

/** A staff-only note: amber, grey when archived (spec 1 §2), with its countdown and log-mode controls. */
export function InternalNoteBubble({ message, timeZone, children }: BubbleProps) {
  const sender = senderName(message, 'Staff');
  const time = formatMessageTime(message.createdOn, timeZone);
  return (
    <Box role="article" aria-label={`Internal note from ${sender}, ${time}`} className={classes.line}>
      <Paper radius="md" p="sm" className={classes.note} data-archived={message.archived || undefined}>
        <Group gap={4} justify="space-between" mb={4}>
          <Group gap={6} wrap="nowrap">
            <IconNote size={16} className={classes.noteIcon} aria-hidden />
            <Text
              size="xs"
              fw={700}
              tt="uppercase"
              className={classes.noteTitle}
              style={{ whiteSpace: 'nowrap' }}
            >
              Internal note
            </Text>
            {message.archived && <ArchivedLabel />}
          </Group>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {sender} · <time dateTime={message.createdOn}>{time}</time>
          </Text>
        </Group>
        <SafeHtml html={message.content} fz="sm" />
        {children}
      </Paper>
    </Box>
  );
}
