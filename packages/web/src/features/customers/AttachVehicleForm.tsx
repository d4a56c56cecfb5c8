import { Button, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { notice, validateNewVehicle, type NewCustomerErrors, type ServiceVehicle } from '@torque/domain';
import { useState, type FormEvent } from 'react';
import { useServices } from '../../services/services-context';
import { showNotice } from '../../ui/notices';
import { fieldOfRefusal } from './new-customer-form';
import type { CustomerStore } from './useCustomerStores';

export const VEHICLE_ATTACHED = 'Vehicle attached';
const EMPTY = { vin: '', make: '', model: '', year: '', odometer: '' };

type AttachVehicleFormProps = {
  readonly store: CustomerStore;
  readonly customerId: number;
  readonly onAttached: (vehicle: ServiceVehicle) => void;
};

/** Another vehicle for the customer: a VIN, and make, model and year unless the DMS knows them. */
export function AttachVehicleForm({ store, customerId, onAttached }: AttachVehicleFormProps) {
  const { customers } = useServices();
  const [typed, setTyped] = useState(EMPTY);
  const [errors, setErrors] = useState<NewCustomerErrors>({});
  const [saving, setSaving] = useState(false);
  const field = (name: keyof typeof EMPTY, label: string) => (
    <TextInput
      label={label}
      size="xs"
      autoComplete="off"
      value={typed[name]}
      error={errors[name as keyof NewCustomerErrors]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setTyped((current) => ({ ...current, [name]: value }));
      }}
    />
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateNewVehicle(typed);
    setErrors(checked.ok ? {} : checked.error);
    if (!checked.ok) return;
    setSaving(true);
    const result = await customers.attachVehicle(store.bocId, {
      customerId,
      storeId: store.id,
      ...checked.value,
    });
    setSaving(false);
    if (!result.ok)
      return setErrors({ [fieldOfRefusal(result.error.message) ?? 'vin']: result.error.message });
    setTyped(EMPTY);
    showNotice(notice({ message: VEHICLE_ATTACHED, tone: 'success' }));
    onAttached(result.value);
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Attach a vehicle" noValidate>
      <Text size="xs" fw={600} c="dimmed" mb={4}>
        Attach another vehicle (make, model and year left empty come from the DMS)
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
        {field('vin', 'VIN')}
        {field('make', 'Make')}
        {field('model', 'Model')}
        {field('year', 'Year')}
        {field('odometer', 'Mileage')}
      </SimpleGrid>
      <Group justify="flex-end" mt="xs">
        <Button type="submit" size="xs" variant="light" loading={saving}>
          Attach vehicle
        </Button>
      </Group>
    </form>
  );
}
