import { Alert, Radio, Stack, Text } from '@mantine/core';
import type { LeadImportPreview, SoldDateFormat } from '@torque/domain';

type Props = {
  readonly soldDates: LeadImportPreview['soldDates'];
  readonly value: SoldDateFormat | undefined;
  readonly onChange: (format: SoldDateFormat) => void;
};

const ORDERS: readonly { value: SoldDateFormat; label: string }[] = [
  { value: 'DD/MM/YYYY', label: 'DD/MM/YYYY (day first)' },
  { value: 'MM/DD/YYYY', label: 'MM/DD/YYYY (month first)' },
];

/** How the file's sold dates will be read: said when the values decide it, asked when they do not. */
export function SoldDateQuestion({ soldDates, value, onChange }: Props) {
  if (soldDates.status === 'MIXED')
    return (
      <Alert color="red" title="The sold dates are written two ways">
        {soldDates.message}
      </Alert>
    );
  if (soldDates.status === 'QUESTION')
    return (
      <Radio.Group
        label="How are the sold dates written?"
        description={soldDates.message}
        value={value ?? null}
        onChange={(chosen) => onChange(chosen as SoldDateFormat)}
        withAsterisk
      >
        <Stack gap="xs" mt="xs">
          {ORDERS.map((order) => (
            <Radio key={order.value} value={order.value} label={order.label} />
          ))}
        </Stack>
      </Radio.Group>
    );
  if (soldDates.message)
    return (
      <Alert color="red" title="Sold dates">
        {soldDates.message}
      </Alert>
    );
  return soldDates.format === 'DD/MM/YYYY' || soldDates.format === 'MM/DD/YYYY' ? (
    <Text size="sm">Sold dates are read as {soldDates.format}, as the file writes them.</Text>
  ) : null;
}
