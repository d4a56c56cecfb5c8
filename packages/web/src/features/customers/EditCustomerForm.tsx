import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import {
  formatPhone,
  lineTypeLabel,
  notice,
  validateCustomerEdit,
  type CustomerEdit,
  type CustomerEditErrors,
  type CustomerRecord,
} from '@torque/domain';
import { useState, type FormEvent } from 'react';
import { useServices } from '../../services/services-context';
import { showFailure, showNotice } from '../../ui/notices';
import { fieldOfRefusal } from './new-customer-form';
import type { CustomerStore } from './useCustomerStores';

export const CUSTOMER_UPDATED = 'Customer updated';

const typedOf = (record: CustomerRecord): Required<CustomerEdit> => ({
  firstName: record.firstName,
  lastName: record.lastName,
  email: record.email ?? '',
  phone: record.phone ? formatPhone(record.phone) : '',
  cellular: formatPhone(record.cellular),
});

/** Only what staff changed goes to the server (a phone shown formatted is not a change). */
function changesOf(record: CustomerRecord, typed: Required<CustomerEdit>): CustomerEdit {
  const shown = typedOf(record);
  return Object.fromEntries(
    (Object.keys(typed) as (keyof CustomerEdit)[])
      .filter((key) => typed[key].trim() !== shown[key].trim())
      .map((key) => [key, typed[key]]),
  );
}

type EditCustomerFormProps = {
  readonly store: CustomerStore;
  readonly record: CustomerRecord;
  readonly onSaved: (record: CustomerRecord) => void;
  readonly onCancel: () => void;
};

/** Name, e-mail and both phones, checked with the spec's words before anything is sent. */
export function EditCustomerForm({ store, record, onSaved, onCancel }: EditCustomerFormProps) {
  const { customers } = useServices();
  const [typed, setTyped] = useState(() => typedOf(record));
  const [errors, setErrors] = useState<CustomerEditErrors>({});
  const [saving, setSaving] = useState(false);
  const field = (name: keyof CustomerEdit, label: string, description?: string) => (
    <TextInput
      label={label}
      description={description}
      autoComplete="off"
      value={typed[name]}
      error={errors[name]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setTyped((current) => ({ ...current, [name]: value }));
      }}
    />
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changes = changesOf(record, typed);
    const checked = validateCustomerEdit(changes);
    setErrors(checked.ok ? {} : checked.error);
    if (!checked.ok) return;
    if (Object.keys(changes).length === 0) return onCancel();
    setSaving(true);
    const result = await customers.update(store.bocId, { id: record.id, ...changes });
    setSaving(false);
    if (!result.ok) {
      if (fieldOfRefusal(result.error.message) !== 'cellular') return showFailure(result.error);
      return setErrors({ cellular: result.error.message });
    }
    showNotice(notice({ message: CUSTOMER_UPDATED, tone: 'success' }));
    onSaved(result.value);
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Edit customer" noValidate>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {field('firstName', 'First name')}
        {field('lastName', 'Last name')}
        {field('cellular', 'Cellular', lineTypeLabel(record.lineType))}
        {field('phone', 'Other phone', record.phone ? lineTypeLabel(record.phoneLineType) : undefined)}
        {field('email', 'E-mail')}
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          Save customer
        </Button>
      </Group>
    </form>
  );
}
