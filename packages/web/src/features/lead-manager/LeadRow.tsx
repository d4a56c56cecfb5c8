import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import type { Lead } from '@torque/domain';
import { memo, useMemo } from 'react';
import { Link } from 'react-router';
import { leadRowLabel, leadRowView, PLAIN_ROWS, type RowDisplay } from './lead-row-view';
import classes from './LeadRow.module.css';

type LeadRowProps = {
  readonly lead: Lead;
  readonly selected: boolean;
  /** Where the row leads (the view's path with the lead's id). */
  readonly to?: string;
  readonly display?: RowDisplay;
};

/** One lead in the list: a link that opens its conversation. */
export const LeadRow = memo(function LeadRow({ lead, selected, to, display = PLAIN_ROWS }: LeadRowProps) {
  const view = useMemo(() => leadRowView(lead, new Date(), display), [lead, display]);
  return (
    <UnstyledButton
      component={Link}
      to={to ?? `/leadmanager/${lead.id}`}
      className={classes.row}
      data-selected={selected || undefined}
      data-delay={view.delay === 'none' ? undefined : view.delay.split(' ')[0]}
      data-unread={view.unread !== null || undefined}
      aria-current={selected ? 'page' : undefined}
      aria-label={leadRowLabel(view)}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text className={classes.name} size="sm" fw={view.unread !== null ? 700 : 600} truncate="end">
          {view.name}
        </Text>
        <Text size="xs" c="dimmed" className={classes.time}>
          {view.time}
        </Text>
      </Group>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed" truncate="end" className={classes.preview}>
          {view.preview || <em>No messages yet</em>}
        </Text>
        {view.unread !== null && (
          <Badge
            size="sm"
            circle={view.unread < 10}
            color="torque"
            variant="filled"
            aria-label={`${view.unread} unread`}
          >
            {view.unread}
          </Badge>
        )}
      </Group>
      <Group gap={6} wrap="nowrap" className={classes.meta}>
        <Text size="xs" c="dimmed" className={classes.phone}>
          {view.phone}
        </Text>
        <Badge size="xs" variant="light" color="gray">
          {view.serviceType}
        </Badge>
        {view.responseTime && (
          <Badge size="xs" variant="light" color="blue">
            {view.responseTime}
          </Badge>
        )}
        {view.optedOut && (
          <Badge size="xs" variant="light" color="red">
            Opted out
          </Badge>
        )}
      </Group>
    </UnstyledButton>
  );
});
