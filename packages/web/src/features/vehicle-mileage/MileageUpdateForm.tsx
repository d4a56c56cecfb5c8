import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { formatMileage, type AppError, type VirtualMileageRecord } from '@torque/domain';
import { useState } from 'react';
import type { MileageEntry } from './useVehicleMileageScreen';

export const MILEAGE_UPDATED = 'Mileage Updated';

type Outcome =
  { readonly kind: 'saved'; readonly miles: number } | { readonly kind: 'refused'; readonly message: string };

/** Spec 2 §3 vehicle record update: mileage (numeric, spec 2 §5), minder and last service date. */
export function MileageUpdateForm({
  onUpdate,
}: {
  readonly onUpdate: (entry: MileageEntry) => Promise<VirtualMileageRecord | AppError>;
}) {
  const [entry, setEntry] = useState<MileageEntry>({ mileage: '', minder: '', lastServiceDate: '' });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const field = (name: keyof MileageEntry) => ({
    value: entry[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setEntry((current) => ({ ...current, [name]: value }));
    },
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        void onUpdate(entry)
          .then((answer) => {
            if ('message' in answer) setOutcome({ kind: 'refused', message: answer.message });
            else {
              setOutcome({ kind: 'saved', miles: answer.last_mileage ?? 0 });
              setEntry({ mileage: '', minder: '', lastServiceDate: '' });
            }
          })
          .finally(() => setBusy(false));
      }}
    >
      <Stack gap="sm">
        <Group align="flex-end" wrap="wrap" gap="sm">
          <TextInput
            label="Mileage"
            inputMode="numeric"
            placeholder="45,120"
            required
            w={160}
            {...field('mileage')}
          />
          <TextInput label="Minder" placeholder="A1" maxLength={100} w={140} {...field('minder')} />
          <TextInput label="Last service date" type="date" w={180} {...field('lastServiceDate')} />
          <Button type="submit" loading={busy}>
            Update mileage
          </Button>
        </Group>
        {outcome?.kind === 'saved' && (
          <Alert color="green" role="status">{`${MILEAGE_UPDATED}: ${formatMileage(outcome.miles)}`}</Alert>
        )}
        {outcome?.kind === 'refused' && (
          <Alert color="yellow" role="alert">
            {outcome.message}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
