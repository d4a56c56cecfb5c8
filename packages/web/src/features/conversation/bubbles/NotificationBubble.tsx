import { Box, Group, Text } from '@mantine/core';
import { IconBell, IconUserShare } from '@tabler/icons-react';
import { handoffOf } from '@torque/domain';
import { SafeHtml } from '../../../ui/SafeHtml';
import { formatMessageTime } from '../../../ui/time';
import { ArchivedLabel } from './ArchivedLabel';
import type { BubbleProps } from './bubble-props';
import classes from './bubbles.module.css';

/** A system notification in the conversation, centred and slim; a hand-off shows as its own card. */
export function NotificationBubble({ message, timeZone }: BubbleProps) {
  const time = formatMessageTime(message.createdOn, timeZone);
  const handoff = handoffOf(message);
  const Icon = handoff ? IconUserShare : IconBell;
  return (
    <Group justify="center" className={classes.line}>
      <Box
        role="article"
        aria-label={`${handoff ?? 'Notification'}, ${time}`}
        className={classes.notification}
        data-handoff={handoff ? '' : undefined}
        data-archived={message.archived || undefined}
      >
        <Group gap={8} wrap="nowrap" align="flex-start">
          <Icon size={14} className={classes.notificationIcon} aria-hidden />
          <Box>
            {handoff && (
              <Text size="xs" fw={700} tt="uppercase">
                {handoff}
              </Text>
            )}
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
