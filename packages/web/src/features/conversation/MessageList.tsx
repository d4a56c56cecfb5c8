import { Center, Stack, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Lead, MessageInstance, UserSession } from '@torque/domain';
import { useEffect, useRef } from 'react';
import { ConversationViewProvider, MessageRow, useConversationViewOf } from './bubbles';
import type { LogModeEditRequest } from './log-mode';
import type { MessageChange } from './message-menu/message-action';
import classes from './MessageList.module.css';
import { useMessageRows } from './useMessageRows';

type MessageListProps = {
  readonly messages: readonly MessageInstance[];
  readonly timeZone: string;
  readonly customerName: string;
  /** With the lead and the session the role rules apply: option menu, log mode, delays, layout. */
  readonly lead?: Lead;
  readonly session?: UserSession;
  /** The server changed the conversation (archive, log mode, intervention): reload the history. */
  readonly onChanged?: (change?: MessageChange) => void;
  /** The log-mode pencil's edit of the held reply (the conversation's Options popover). */
  readonly onEditLogModeReply?: (request: LogModeEditRequest) => void;
};

const ESTIMATED_BUBBLE_HEIGHT = 84;
const nothingChanged = () => undefined;

/**
 * The conversation, oldest first, virtualized with measured heights so thousands of messages
 * stay smooth. It opens at the newest message and follows new ones.
 */
export function MessageList({
  messages,
  timeZone,
  customerName,
  lead,
  session,
  onChanged = nothingChanged,
  onEditLogModeReply,
}: MessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const view = useConversationViewOf(lead, session, onChanged);
  const rows = useMessageRows(messages, timeZone, view);
  // No React Compiler here; the virtualizer re-renders this component itself when it scrolls.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_BUBBLE_HEIGHT,
    getItemKey: (index) => messages[index]?.id ?? index,
    overscan: 6,
    paddingStart: 16,
    paddingEnd: 16,
  });

  const count = messages.length;
  useEffect(() => {
    if (count > 0) virtualizer.scrollToIndex(count - 1, { align: 'end' });
  }, [count, virtualizer]);

  if (count === 0) {
    return (
      <Center flex={1} p="lg">
        <Stack gap={4} align="center">
          <Text fw={600}>No messages yet</Text>
          <Text size="sm" c="dimmed">
            Start the conversation below.
          </Text>
        </Stack>
      </Center>
    );
  }

  return (
    <ConversationViewProvider value={view}>
      <div
        ref={scrollRef}
        className={classes.scroller}
        data-virtual-scroller=""
        role="log"
        aria-label="Messages"
      >
        <div className={classes.sizer} style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const message = messages[item.index];
            if (!message) return null;
            return (
              <div
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className={classes.item}
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <MessageRow
                  message={message}
                  timeZone={timeZone}
                  customerName={customerName}
                  view={view}
                  dayBadge={rows.dayBadges.get(item.index)}
                  gapMinutes={rows.gaps.get(item.index)}
                  delay={item.index === count - 1 ? rows.latestDelay : 'none'}
                  interventionSeconds={
                    rows.intervention?.noteId === message.id ? rows.intervention.remainingSeconds : undefined
                  }
                  onEditLogModeReply={onEditLogModeReply}
                />
              </div>
            );
          })}
        </div>
      </div>
    </ConversationViewProvider>
  );
}
