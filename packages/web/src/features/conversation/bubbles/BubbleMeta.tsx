import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type BubbleMetaProps = {
  /** Omitted in the enterprise layout, which names the sender above the bubble. */
  readonly sender?: string | undefined;
  readonly time: string;
  readonly dateTime: string;
  /** 'RT: …', the response time of a sent message (spec 1 §9), where the role and route show it. */
  readonly responseTime?: string | undefined;
  readonly children?: ReactNode;
  readonly align?: 'flex-start' | 'flex-end';
  /** The same time in another zone, labelled (the customer's local time), shown on hover. */
  readonly otherZoneTime?: string | undefined;
};

/** The line under a message: who, when, the response time and any status marks. */
export function BubbleMeta({
  sender,
  time,
  dateTime,
  responseTime,
  children,
  align = 'flex-start',
  otherZoneTime,
}: BubbleMetaProps) {
  return (
    // Wraps on a phone: a long line ('Held until … (customer's time)') must not run past the bubble's edge.
    <Group gap={6} justify={align} wrap="wrap" mt={4} style={{ rowGap: 0 }}>
      {sender !== undefined && (
        <>
          <Text size="xs" c="dimmed" fw={500} truncate="end" maw={220}>
            {sender}
          </Text>
          <Text size="xs" c="dimmed" aria-hidden>
            ·
          </Text>
        </>
      )}
      <Text
        size="xs"
        c="dimmed"
        component="time"
        dateTime={dateTime}
        title={otherZoneTime}
        style={{ whiteSpace: 'nowrap' }}
      >
        {time}
      </Text>
      {responseTime && (
        <Text size="xs" c="dimmed" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {responseTime}
        </Text>
      )}
      {children}
    </Group>
  );
}
