import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type BubbleMetaProps = {
  readonly sender: string;
  readonly time: string;
  readonly dateTime: string;
  readonly children?: ReactNode;
  readonly align?: 'flex-start' | 'flex-end';
};

/** The line under (or above) a message: who, when, and any status marks. */
export function BubbleMeta({ sender, time, dateTime, children, align = 'flex-start' }: BubbleMetaProps) {
  return (
    <Group gap={6} justify={align} wrap="nowrap" mt={4}>
      <Text size="xs" c="dimmed" fw={500} truncate="end" maw={220}>
        {sender}
      </Text>
      <Text size="xs" c="dimmed" aria-hidden>
        ·
      </Text>
      <Text size="xs" c="dimmed" component="time" dateTime={dateTime} style={{ whiteSpace: 'nowrap' }}>
        {time}
      </Text>
      {children}
    </Group>
  );
}
