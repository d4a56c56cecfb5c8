import { Center, Stack, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { MessageInstance } from '@torque/domain';
import { useEffect, useRef } from 'react';
import { MessageBubble } from './bubbles';
import classes from './MessageList.module.css';

type MessageListProps = {
  readonly messages: readonly MessageInstance[];
  readonly timeZone: string;
  readonly customerName: string;
};

const ESTIMATED_BUBBLE_HEIGHT = 84;

/**
 * The conversation, oldest first, virtualized with measured heights so thousands of messages
 * stay smooth. It opens at the newest message and follows new ones.
 */
export function MessageList({ messages, timeZone, customerName }: MessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
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
              <MessageBubble message={message} timeZone={timeZone} customerName={customerName} />
            </div>
          );
        })}
      </div>
    </div>
  );
}
