import { Select } from '@mantine/core';
import type { SettingsStore } from './useSettingsScope';

type Props = {
  readonly stores: readonly SettingsStore[] | null;
  readonly value: number | null;
  readonly onChange: (storeId: number | null) => void;
  /** The label of "no store": the whole enterprise; omitted, a store must be chosen. */
  readonly allLabel?: string;
};

/** The store a data tab works on, or the whole enterprise when `allLabel` is given. */
export function StorePicker({ stores, value, onChange, allLabel }: Props) {
  const data = [
    ...(allLabel ? [{ value: '', label: allLabel }] : []),
    ...(stores ?? []).map((store) => ({ value: String(store.id), label: store.name })),
  ];
  return (
    <Select
      label="Store"
      data={data}
      value={value === null ? (allLabel ? '' : null) : String(value)}
      onChange={(chosen) => onChange(chosen ? Number(chosen) : null)}
      allowDeselect={false}
      maw={360}
      disabled={stores === null}
    />
  );
}
