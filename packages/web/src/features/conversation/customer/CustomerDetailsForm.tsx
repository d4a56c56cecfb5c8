import { Button, Group, Stack, TextInput } from '@mantine/core';
import { formatPhone, type CustomerEdit, type CustomerEditErrors, type CustomerRecord } from '@torque/domain';
import { useState, type FormEvent } from 'react';
import { LineTypeBadge } from './LineTypeBadge';

type CustomerDetailsFormProps = {
  readonly record: CustomerRecord;
  readonly errors: CustomerEditErrors;
  readonly editable: boolean;
  readonly saving: boolean;
  readonly onSave: (edit: Required<CustomerEdit>) => void;
};

const asTyped = (record: CustomerRecord): Required<CustomerEdit> => ({
  firstName: record.firstName,
  lastName: record.lastName,
  email: record.email ?? '',
  phone: record.phone ? formatPhone(record.phone) : '',
  cellular: formatPhone(record.cellular),
});

/** Name, e-mail and both phones, each phone with its line type; read-only for viewing-only users. */
export function CustomerDetailsForm({ record, errors, editable, saving, onSave }: CustomerDetailsFormProps) {
  const [edit, setEdit] = useState(() => asTyped(record));
  // A newer record (loaded or saved) replaces what is shown (adjusted while rendering, not in an effect).
  const [shown, setShown] = useState(record);
  if (shown !== record) {
    setShown(record);
    setEdit(asTyped(record));
  }
  const field = (name: keyof CustomerEdit) => ({
    value: edit[name],
    error: errors[name],
    readOnly: !editable,
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const value = event.currentTarget.value;
      setEdit((current) => ({ ...current, [name]: value }));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Unchanged phones are sent back as the record has them, so formatting alone is no change.
    onSave({
      ...edit,
      cellular: edit.cellular === formatPhone(record.cellular) ? record.cellular : edit.cellular,
      phone: record.phone && edit.phone === formatPhone(record.phone) ? record.phone : edit.phone,
    });
  };
  return (
    <form onSubmit={submit} aria-label="Customer details" noValidate>
      <Stack gap="xs">
        <Group grow align="flex-start">
          <TextInput label="First name" autoComplete="off" {...field('firstName')} />
          <TextInput label="Last name" autoComplete="off" {...field('lastName')} />
        </Group>
        <TextInput label="E-mail" type="email" autoComplete="off" {...field('email')} />
        <TextInput
          label="Cellular"
          autoComplete="off"
          description={<LineTypeBadge lineType={record.lineType} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...field('cellular')}
        />
        <TextInput
          label="Other phone"
          autoComplete="off"
          description={record.phone ? <LineTypeBadge lineType={record.phoneLineType} /> : undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...field('phone')}
        />
        {editable && (
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              Save customer
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
