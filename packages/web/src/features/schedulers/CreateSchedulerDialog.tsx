import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import {
  cronNeverRunsReason,
  cronShapeProblem,
  describeCron,
  SCHEDULER_JOB_TYPES,
  SCHEDULER_JOBS,
  SCHEDULER_MIN_GAP_MINUTES,
  type SchedulerDraft,
} from '@torque/domain';
import { useState } from 'react';
import { useSchedulerStores } from './useSchedulerStores';

const JOB_OPTIONS = SCHEDULER_JOB_TYPES.map((job) => ({ value: job, label: SCHEDULER_JOBS[job] }));

/**
 * A new scheduler: name, job, store and a five-field cron read in the store's time zone, with the
 * schedule in plain words as it is typed, or why it never runs. The server checks the cron again
 * (runs at least 15 minutes apart, at most 10 schedulers a store) and the dialog shows its refusal.
 */
export function CreateSchedulerDialog({
  opened,
  onClose,
  onCreate,
}: {
  readonly opened: boolean;
  readonly onClose: () => void;
  /** Answers the server's refusal, or null once created. */
  readonly onCreate: (draft: SchedulerDraft) => Promise<string | null>;
}) {
  const stores = useSchedulerStores();
  const [name, setName] = useState('');
  const [jobType, setJobType] = useState<string | null>(null);
  const [storeId, setStoreId] = useState<string | null>(null);
  const [cron, setCron] = useState('0 2 * * *');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const store = stores?.find((candidate) => String(candidate.id) === storeId);
  const zone = store?.timezone ?? "the store's time zone";
  const cronProblem = cron.trim() === '' ? null : (cronShapeProblem(cron) ?? cronNeverRunsReason(cron));
  const ready =
    name.trim() !== '' && jobType !== null && storeId !== null && cron.trim() !== '' && !cronProblem;
  return (
    <Modal opened={opened} onClose={onClose} title="New scheduler">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!ready) return;
          setBusy(true);
          void onCreate({ name: name.trim(), jobType, storeId: Number(storeId), cron: cron.trim() })
            .then((refused) => {
              setRefusal(refused);
              if (refused === null) onClose();
            })
            .finally(() => setBusy(false));
        }}
      >
        <Stack gap="sm">
          {refusal && <Alert color="red">{refusal}</Alert>}
          <TextInput label="Name" required value={name} onChange={(e) => setName(e.currentTarget.value)} />
          <Select label="Job" required data={JOB_OPTIONS} value={jobType} onChange={setJobType} />
          <Select
            label="Store"
            required
            searchable
            data={(stores ?? []).map((s) => ({ value: String(s.id), label: s.storeName }))}
            value={storeId}
            onChange={setStoreId}
            placeholder={stores === null ? 'Loading stores…' : undefined}
          />
          <TextInput
            label="Schedule (cron)"
            required
            value={cron}
            onChange={(e) => setCron(e.currentTarget.value)}
            error={cronProblem}
            description={
              cronProblem
                ? `Minute hour day month weekday, in ${zone}.`
                : `${describeCron(cron)}, in ${zone}. Minute hour day month weekday: runs at least ${SCHEDULER_MIN_GAP_MINUTES} minutes apart.`
            }
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy} disabled={!ready}>
              Create scheduler
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
