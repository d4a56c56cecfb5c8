import { Select } from '@mantine/core';
import type { Enterprise } from '@torque/domain';

/** Choosing one enterprise of those in reach (a platform role sees several, others their own). */
export function EnterprisePicker({
  enterprises,
  value,
  onChange,
  label = 'Enterprise',
  allowAll = false,
}: {
  enterprises: readonly Enterprise[];
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  label?: string;
  allowAll?: boolean;
}) {
  return (
    <Select
      label={label}
      placeholder={allowAll ? 'All enterprises' : 'Choose an enterprise'}
      data={enterprises.map((e) => ({ value: String(e.id), label: e.name }))}
      value={value === undefined ? null : String(value)}
      onChange={(id) => onChange(id === null ? undefined : Number(id))}
      clearable={allowAll}
      searchable
      maw={360}
    />
  );
}
