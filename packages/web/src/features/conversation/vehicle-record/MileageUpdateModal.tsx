import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { formatMileage, type AppError } from '@torque/domain';
import { useState } from 'react';
import type { MileageDetails } from './useVehicleRecord';

type MileageUpdateModalProps = {
  readonly miles: number;
  readonly vehicle: string;
  readonly saving: boolean;
  readonly onSave: (details: MileageDetails) => Promise<AppError | null>;
  readonly onClose: () => void;
};

/**
 * Confirms a mileage picked from a customer's text before the vehicle record changes (spec 2 §3):
 * the minder and last service date are optional; the server's refusal shows under the form.
 */
export function MileageUpdateModal({ miles, vehicle, saving, onSave, onClose }: MileageUpdateModalProps) {
  const [minder, setMinder] = useState('');
  const [lastServiceDate, setLastServiceDate] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = async () => {
    const failed = await onSave({ minder, lastServiceDate });
    if (failed) setRefusal(failed.message);
  };
  return (
    <Modal opened onClose={onClose} title="Update mileage" centered>
      <Stack gap="sm">
        <Text size="sm">
          Record <strong>{formatMileage(miles)}</strong> on the {vehicle}.
        </Text>
        <TextInput
          label="Minder"
          description="The maintenance-minder code, if the customer gave one"
          maxLength={100}
          value={minder}
          onChange={(event) => setMinder(event.currentTarget.value)}
        />
        <TextInput
          label="Last service date"
          type="date"
          value={lastServiceDate}
          onChange={(event) => setLastServiceDate(event.currentTarget.value)}
        />
        {refusal && (
          <Text size="sm" c="red" role="alert">
            {refusal}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={saving} onClick={() => void save()}>
            Update mileage
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
