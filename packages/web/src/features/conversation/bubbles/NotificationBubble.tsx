import { Box, Group, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { SafeHtml } from '../../../ui/SafeHtml';
import { formatMessageTime } from '../../../ui/time';
import { ArchivedLabel } from './ArchivedLabel';
import type { BubbleProps } from './bubble-props';
import classes from './bubbles.module.css';

/** A system notification in the conversation: centred and slim. */
export function NotificationBubble({ message, timeZone }: BubbleProps) {
  const time = formatMessageTime(message.createdOn, timeZone);
  return (
    <Group justify="center" className={classes.line}>
      <Box
        role="article"
        aria-label={`Notification, ${time}`}
        className={classes.notification}
        data-archived={message.archived || undefined}
      >
        <Group gap={8} wrap="nowrap" align="flex-start">
          <IconBell size={14} className={classes.notificationIcon} aria-hidden />
          <Box>
            <SafeHtml html={message.content} fz="xs" />
            <Group gap={6} mt={2}>
              <Text size="xs" c="dimmed" component="time" dateTime={message.createdOn}>
                {time}
              </Text>
              {message.archived && <ArchivedLabel />}
            </Group>
          </Box>
        </Group>
      </Box>
    </Group>
  );
}
