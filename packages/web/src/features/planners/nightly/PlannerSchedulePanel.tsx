import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Chip,
  Input,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import {
  formatDisplayDate,
  formatTimeOfDay,
  isLocalTime,
  plannerRunLabel,
  PLANNER_RUN_NAMES,
  type PlannerNightlyRun,
  type PlannerSchedule,
} from '@torque/domain';
import { useState } from 'react';
import { usePlannerSchedule } from './usePlannerSchedule';

const OUTCOME_COLOR = { running: 'blue', succeeded: 'green', failed: 'red' } as const;

/** DD/MM/YYYY HH:mm in the store's zone (the screens' date format). */
const local = (iso: string | null, zone: string): string =>
  iso === null ? '—' : `${formatDisplayDate(iso, zone)} ${formatTimeOfDay(iso, zone)}`;

function ScheduleForm({
  schedule,
  onSave,
}: {
  readonly schedule: PlannerSchedule;
  readonly onSave: (update: { localTime: string; planners: string[]; enabled: boolean }) => Promise<void>;
}) {
  const [time, setTime] = useState(schedule.localTime ?? '02:00');
  const [planners, setPlanners] = useState<string[]>([...schedule.planners]);
  const [enabled, setEnabled] = useState(schedule.enabled);
  const [busy, setBusy] = useState(false);
  const timeError = isLocalTime(time) ? null : 'Give the local time as HH:mm, for example 02:00.';
  const plannersError = enabled && planners.length === 0 ? 'Choose at least one planner to run.' : null;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (timeError || plannersError) return;
        setBusy(true);
        void onSave({ localTime: time, planners, enabled }).finally(() => setBusy(false));
      }}
    >
      <Stack gap="sm">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="Local time"
            description={`Every night, ${schedule.timeZone}`}
            value={time}
            onChange={(event) => setTime(event.currentTarget.value)}
            error={timeError}
            w={180}
          />
        </Group>
        <Input.Wrapper label="Planners" error={plannersError}>
          <Chip.Group multiple value={planners} onChange={setPlanners}>
            <Group gap={6} mt={4} role="group" aria-label="Planners">
              {PLANNER_RUN_NAMES.map((run) => (
                <Chip key={run} value={run} size="xs">
                  {plannerRunLabel(run)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
        <Group justify="space-between" wrap="wrap">
          <Switch
            label="Run every night"
            checked={enabled}
            onChange={(event) => setEnabled(event.currentTarget.checked)}
          />
          <Button type="submit" loading={busy}>
            Save schedule
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {schedule.enabled && schedule.nextRunAt
            ? `Next run: ${local(schedule.nextRunAt, schedule.timeZone)}`
            : 'Nightly runs are off.'}
        </Text>
      </Stack>
    </form>
  );
}

function RunHistory({ runs, zone }: { readonly runs: readonly PlannerNightlyRun[]; readonly zone: string }) {
  if (runs.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No nightly runs yet.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label="Nightly runs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Ran for</Table.Th>
            <Table.Th>Finished</Table.Th>
            <Table.Th>Transferred</Table.Th>
            <Table.Th>Started</Table.Th>
            <Table.Th>Skipped</Table.Th>
            <Table.Th>Outcome</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {runs.map((run) => (
            <Table.Tr key={run.id}>
              <Table.Td>{local(run.plannedFor, zone)}</Table.Td>
              <Table.Td>{local(run.finishedAt, zone)}</Table.Td>
              <Table.Td>{run.transferred}</Table.Td>
              <Table.Td>{run.started}</Table.Td>
              <Table.Td>{run.skipped}</Table.Td>
              <Table.Td>
                <Badge color={OUTCOME_COLOR[run.outcome]} variant="light">
                  {run.outcome}
                </Badge>
                {run.error && (
                  <Text size="xs" c="red.7">
                    {run.error}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Issue 15, nightly runs: when a store's planners run by themselves (editable) and what each run did.
 * The /planners screen mounts it for the store it shows.
 */
export function PlannerSchedulePanel({ storeId }: { readonly storeId: number }) {
  const { state, refresh, save } = usePlannerSchedule(storeId);
  return (
    <Card withBorder padding="md" component="section" aria-label="Nightly runs">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="h4">
            Nightly runs
          </Title>
          <Button variant="light" size="xs" leftSection={<IconRefresh size={14} />} onClick={refresh}>
            Refresh
          </Button>
        </Group>
        {state.error && <Alert color="yellow">{state.error}</Alert>}
        {state.saved && <Alert color="green">Successfully Updated</Alert>}
        {state.schedule && (
          <>
            {/* A schedule the server answered starts the form afresh. */}
            <ScheduleForm
              key={`${state.schedule.cron}|${state.schedule.planners.join(',')}|${String(state.schedule.enabled)}`}
              schedule={state.schedule}
              onSave={(update) => save({ storeId, ...update })}
            />
            <Title order={3} fz="h5">
              Run history
            </Title>
            <RunHistory runs={state.runs} zone={state.schedule.timeZone} />
          </>
        )}
      </Stack>
    </Card>
  );
}
