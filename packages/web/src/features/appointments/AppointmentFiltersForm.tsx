import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import type { AppointmentFilters, PickerOption } from './useAppointmentSearch';

export type AppointmentFiltersFormProps = {
  readonly filters: AppointmentFilters;
  readonly onChange: (filters: AppointmentFilters) => void;
  readonly onSearch: () => void;
  readonly loading: boolean;
  /** The manager picks store and advisor; the appointment search covers all the user's stores. */
  readonly pickers?: { readonly stores: readonly PickerOption[]; readonly advisors: readonly PickerOption[] };
};

/** The search: appointment dates typed DD/MM/YYYY (spec 2 §9), text, and the store and advisor pickers. */
export function AppointmentFiltersForm({
  filters,
  onChange,
  onSearch,
  loading,
  pickers,
}: AppointmentFiltersFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form onSubmit={submit} aria-label="Appointment search">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="From"
          placeholder="DD/MM/YYYY"
          value={filters.from}
          onChange={(event) => onChange({ ...filters, from: event.currentTarget.value })}
          w={130}
        />
        <TextInput
          label="To"
          placeholder="DD/MM/YYYY"
          value={filters.to}
          onChange={(event) => onChange({ ...filters, to: event.currentTarget.value })}
          w={130}
        />
        <TextInput
          label="Search"
          placeholder="Customer, cellular or VIN"
          value={filters.query}
          onChange={(event) => onChange({ ...filters, query: event.currentTarget.value })}
          w={{ base: '100%', xs: 240 }}
        />
        {pickers && (
          <>
            <Select
              label="Store"
              placeholder="All stores"
              data={[...pickers.stores]}
              value={filters.store}
              onChange={(store) => onChange({ ...filters, store, advisor: null })}
              clearable
              w={{ base: '100%', xs: 240 }}
            />
            <Select
              label="Advisor"
              placeholder="ALL"
              data={[...pickers.advisors]}
              value={filters.advisor}
              onChange={(advisor) => onChange({ ...filters, advisor })}
              clearable
              searchable
              w={{ base: '100%', xs: 200 }}
            />
          </>
        )}
        <Button type="submit" leftSection={<IconSearch size={16} />} loading={loading}>
          Search
        </Button>
      </Group>
    </form>
  );
}
