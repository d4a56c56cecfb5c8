import { Badge, Group, Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './ServiceBoard.module.css';

/** One lane: its name, how many cards, how many unread conversations, and the cards. */
export function BoardLane(props: {
  readonly lane: string;
  readonly count: number;
  readonly unread: number;
  readonly children: ReactNode;
}) {
  const { lane, count, unread, children } = props;
  const id = `lane-${lane.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Paper component="section" aria-labelledby={id} className={classes.lane} withBorder p="xs" radius="md">
      <Group justify="space-between" mb="xs" wrap="nowrap" gap="xs">
        <Title order={2} fz="sm" id={id}>
          {lane}
        </Title>
        {/* The counts keep their width; a long lane name wraps instead of squeezing them. */}
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          {unread > 0 && (
            <Badge
              color="red"
              variant="filled"
              size="sm"
              title="Unread conversations"
              leftSection={<IconMessage size={12} aria-hidden />}
            >
              {unread}
              <VisuallyHidden> unread</VisuallyHidden>
            </Badge>
          )}
          <Badge variant="light" size="sm" title={`Cards in ${lane}`}>
            {count}
          </Badge>
        </Group>
      </Group>
      {count === 0 ? (
        <Text size="xs" c="dimmed">
          Nothing here
        </Text>
      ) : (
        <ul className={classes.cards} aria-label={`${lane} cards`}>
          {children}
        </ul>
      )}
    </Paper>
  );
}
