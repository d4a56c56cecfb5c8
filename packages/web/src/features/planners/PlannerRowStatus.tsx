import { Badge, Stack, Text } from '@mantine/core';
import type { PlannerRow } from '@torque/domain';
import { formatLabelledTime } from '../../ui/time';
import classes from './PlannerTable.module.css';

type Props = { readonly row: PlannerRow; readonly zone: string };

/**
 * A planner row's status: opted out, a lead not started yet, or what became of its first text
 * (issue 30: 'Texted' with its time in the store's zone, 'Held' until quiet hours end, or 'Not texted'
 * and why).
 */
export function PlannerRowStatus({ row, zone }: Props) {
  const first = row.firstText;
  // A start that met the opt-out says so in its own words ('Not texted' and why); else the mark.
  if (row.optedOut && first?.state !== 'NOT_TEXTED')
    return (
      <Badge color="red" variant="light" size="sm">
        Opted out
      </Badge>
    );
  if (first) {
    const at = formatLabelledTime(first.at, zone);
    const detail =
      first.state === 'TEXTED' ? at : first.state === 'HELD' ? `until ${at}` : (first.reason ?? '');
    const label = first.state === 'TEXTED' ? 'Texted' : first.state === 'HELD' ? 'Held' : 'Not texted';
    const color = first.state === 'TEXTED' ? 'green' : first.state === 'HELD' ? 'yellow' : 'red';
    return (
      <Stack gap={2} title={`${label}: ${detail}`}>
        <Badge color={color} variant="light" size="sm">
          {label}
        </Badge>
        <Text size="xs" c="dimmed" className={classes.statusDetail}>
          {detail}
        </Text>
      </Stack>
    );
  }
  if (row.transferred || row.futureServiceInteractionId != null)
    return (
      <Badge color="blue" variant="light" size="sm">
        Lead
      </Badge>
    );
  return null;
}
