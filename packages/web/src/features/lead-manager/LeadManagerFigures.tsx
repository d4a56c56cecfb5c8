import { Badge, Group, Stack, Text } from '@mantine/core';
import { LEAD_STAGES, type LeadManagerView, type UserSession } from '@torque/domain';
import classes from './LeadManagerFigures.module.css';
import { useLeadManagerFigures } from './useLeadManagerFigures';

const stageLabel = (stage: string) =>
  stage.charAt(0) + stage.slice(1).toLowerCase().replaceAll('_', ' ').replace('notbought', 'not bought');

/** Appointment-set count and the office's lead counts, with a by-stage breakdown that opens in place. */
export function LeadManagerFigures({
  session,
  view,
}: {
  readonly session: UserSession;
  readonly view: LeadManagerView;
}) {
  const { appointmentsSet, counts } = useLeadManagerFigures(session, view);
  const shown: [string, number | undefined][] = [
    ['Appointments set', appointmentsSet ?? undefined],
    ['Not started', counts.notStarted],
    ['Unread', counts.unread],
    ['Needs response', counts.responseRequired],
  ];
  return (
    <Group gap={6} aria-label="Lead figures" wrap="wrap" align="flex-start">
      {shown
        .filter((entry): entry is [string, number] => entry[1] !== undefined)
        .map(([label, value]) => (
          <Badge key={label} variant="light" color="gray" size="md" tt="none" fw={500}>
            {`${label}: ${value.toLocaleString('en-US')}`}
          </Badge>
        ))}
      {counts.total !== undefined && (
        <details className={classes.stages}>
          <summary>By stage</summary>
          <Stack gap={2} component="dl" aria-label="Leads by stage" m={0} mt={4}>
            {LEAD_STAGES.map((stage) => (
              <Group key={stage} justify="space-between" gap="md">
                <Text size="xs" component="dt">
                  {stageLabel(stage)}
                </Text>
                <Text size="xs" fw={600} component="dd" m={0}>
                  {(counts[stage] ?? 0).toLocaleString('en-US')}
                </Text>
              </Group>
            ))}
            <Group justify="space-between" gap="md">
              <Text size="xs" c="dimmed" component="dt">
                All open leads of your office
              </Text>
              <Text size="xs" fw={600} component="dd" m={0}>
                {counts.total.toLocaleString('en-US')}
              </Text>
            </Group>
          </Stack>
        </details>
      )}
    </Group>
  );
}
