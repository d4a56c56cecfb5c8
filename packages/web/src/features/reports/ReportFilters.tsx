import { Group, MultiSelect, Switch } from '@mantine/core';
import { SERVICE_TYPES, serviceTypeLabel, type ReportFilter } from '@torque/domain';
import { DayInput } from '../../ui/DayInput';
import type { ReportSearch } from './report-search';
import type { ReportStore } from './useReportStores';

type Props = {
  readonly search: ReportSearch;
  /** The filter sent (the address's choices over the defaults). */
  readonly filter: ReportFilter;
  readonly stores: readonly ReportStore[];
  /** Whether the report has the monthly column variants (v2Version). */
  readonly monthlyVariant: boolean;
  readonly onChange: (search: ReportSearch) => void;
};

const SERVICE_TYPE_OPTIONS = SERVICE_TYPES.map((type) => ({ value: type, label: serviceTypeLabel(type) }));

/** Stores, service types, the range (typed DD/MM/YYYY) and the monthly variant; they stack on a phone. */
export function ReportFilters({ search, filter, stores, monthlyVariant, onChange }: Props) {
  const range = { from: filter.startDate, to: filter.endDate };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" role="group" aria-label="Report filters">
      <MultiSelect
        label="Stores"
        placeholder={search.stores.length === 0 ? 'All stores' : undefined}
        data={stores.map((store) => ({ value: String(store.id), label: store.name }))}
        value={search.stores.map(String)}
        onChange={(values) => onChange({ ...search, stores: values.map(Number) })}
        searchable
        clearable
        w={{ base: '100%', sm: 260 }}
      />
      <MultiSelect
        label="Service types"
        placeholder={search.types.length === 0 ? 'All service types' : undefined}
        data={SERVICE_TYPE_OPTIONS}
        value={[...search.types]}
        onChange={(types) => onChange({ ...search, types })}
        searchable
        clearable
        w={{ base: '100%', sm: 260 }}
      />
      <DayInput
        label="From"
        iso={filter.startDate}
        onChange={(from) => onChange({ ...search, ...range, from })}
      />
      <DayInput label="To" iso={filter.endDate} onChange={(to) => onChange({ ...search, ...range, to })} />
      {monthlyVariant && (
        <Switch
          label="Later columns (A-BKG-ERR, REQ-CALL, NOT-ENGAGED)"
          checked={search.v2}
          onChange={(event) => onChange({ ...search, v2: event.currentTarget.checked })}
          mb={8}
        />
      )}
    </Group>
  );
}
