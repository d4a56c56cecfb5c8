import { Alert, Button, Group, Modal, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { notice, type CustomerRecord, type NewCustomerErrors } from '@torque/domain';
import { useState, type FormEvent } from 'react';
import { useServices } from '../../services/services-context';
import { showNotice } from '../../ui/notices';
import {
  checkNewCustomer,
  EMPTY_NEW_CUSTOMER,
  fieldOfRefusal,
  type NewCustomerTyped,
} from './new-customer-form';
import type { CustomerStore } from './useCustomerStores';

export const CUSTOMER_ADDED = 'Customer added';

type NewCustomerModalProps = {
  readonly store: CustomerStore;
  readonly onClose: () => void;
  readonly onCreated: (record: CustomerRecord) => void;
};

/** A new customer of the store with a first vehicle, saved together; bad input is named beside its field. */
export function NewCustomerModal({ store, onClose, onCreated }: NewCustomerModalProps) {
  const { customers } = useServices();
  const [typed, setTyped] = useState<NewCustomerTyped>(EMPTY_NEW_CUSTOMER);
  const [errors, setErrors] = useState<NewCustomerErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const field = (name: keyof NewCustomerTyped, label: string, extra: object = {}) => (
    <TextInput
      label={label}
      autoComplete="off"
      value={typed[name]}
      error={errors[name as keyof NewCustomerErrors]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setTyped((current) => ({ ...current, [name]: value }));
      }}
      {...extra}
    />
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const checked = checkNewCustomer(typed);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    setSaving(true);
    const result = await customers.create({ bocId: store.bocId, store: store.id, ...checked.customer });
    setSaving(false);
    if (!result.ok) {
      const at = fieldOfRefusal(result.error.message);
      return at ? setErrors({ [at]: result.error.message }) : setRefusal(result.error.message);
    }
    showNotice(notice({ message: CUSTOMER_ADDED, tone: 'success' }));
    onCreated(result.value);
  };
  return (
    <Modal opened onClose={onClose} title={`New customer · ${store.name}`} size="lg">
      <form onSubmit={(event) => void submit(event)} aria-label="New customer" noValidate>
        <Stack gap="sm">
          {refusal && <Alert color="red">{refusal}</Alert>}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {field('firstName', 'First name', { withAsterisk: true })}
            {field('lastName', 'Last name', { withAsterisk: true })}
            {field('cellular', 'Cellular', { withAsterisk: true, placeholder: '(212)-555-0100' })}
            {field('phone', 'Other phone')}
            {field('email', 'E-mail', { type: 'email' })}
            {field('custno', 'Customer no.')}
          </SimpleGrid>
          <Title order={3} fz="sm" mt="xs">
            First vehicle
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {field('vin', 'VIN', {
              description: 'Make, model and year left empty come from the DMS.',
              styles: { input: { fontFamily: 'var(--mantine-font-family-monospace)' } },
            })}
            {field('make', 'Make')}
            {field('model', 'Model')}
            {field('year', 'Year', { inputMode: 'numeric' })}
            {field('odometer', 'Mileage', { inputMode: 'numeric' })}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Add customer
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
