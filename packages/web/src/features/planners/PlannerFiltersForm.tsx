import { Button, Group, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { isPlannerChoice, PLANNER_DAY_RANGE, PLANNER_OPTIONS } from '@torque/domain';
import type { FormEvent } from 'react';
import type { PlannerFilters } from './usePlannerSearch';
import { usePlannerScope } from './usePlannerScope';

type Props = {
  readonly filters: PlannerFilters;
  readonly onChange: (filters: PlannerFilters) => void;
  readonly onRun: () => void;
  readonly loading: boolean;
};

const numberOrNull = (value: string | number): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The narrow grid cell would wrap a store's name: the list opens wider than the field. */
const NAMES_DROPDOWN = { width: 280, position: 'bottom-start' } as const;

type NumberKey = 'minimumDays' | 'maximumDays' | 'days';

/** The contract's bounds (issue 28): day offsets within a year either way, `days` a count. */
const RANGES: Record<NumberKey, { min: number; max?: number }> = {
  minimumDays: { min: -PLANNER_DAY_RANGE, max: PLANNER_DAY_RANGE },
  maximumDays: { min: -PLANNER_DAY_RANGE, max: PLANNER_DAY_RANGE },
  days: { min: 0, max: PLANNER_DAY_RANGE },
};

/** The planner picker and its search: BOC, store, the window of days, and sold and planner dates (DD/MM/YYYY). */
export function PlannerFiltersForm({ filters, onChange, onRun, loading }: Props) {
  const scope = usePlannerScope(filters.boc);
  const set = <K extends keyof PlannerFilters>(key: K, value: PlannerFilters[K]) =>
    onChange({ ...filters, [key]: value });
  const idOf = (value: string | null) => (value ? Number(value) : null);
  // A BOC narrows the stores: a chosen store of another BOC is let go.
  const chooseBoc = (boc: number | null) =>
    onChange({
      ...filters,
      boc,
      store:
        boc !== null && filters.store !== null && scope.bocOfStore(filters.store) !== boc
          ? null
          : filters.store,
    });
  const number = (key: NumberKey, label: string) => (
    <NumberInput
      label={label}
      value={filters[key] ?? ''}
      onChange={(value) => set(key, numberOrNull(value))}
      allowDecimal={false}
      {...RANGES[key]}
      hideControls
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRun();
  };
  return (
    <form onSubmit={submit} aria-label="Planner search">
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 8 }} spacing="sm" verticalSpacing="xs">
        <Select
          label="Planner"
          data={PLANNER_OPTIONS.map((option) => ({ value: option.value, label: option.label }))}
          value={filters.planner}
          onChange={(value) => value && isPlannerChoice(value) && set('planner', value)}
          allowDeselect={false}
          searchable
        />
        <Select
          label="BOC"
          placeholder={scope.loading ? 'Loading…' : 'Any BOC'}
          data={scope.bocs}
          value={filters.boc === null ? null : String(filters.boc)}
          onChange={(value) => chooseBoc(idOf(value))}
          searchable
          clearable
          nothingFoundMessage="No BOC of that name"
          clearButtonProps={{ 'aria-label': 'Any BOC' }}
          comboboxProps={NAMES_DROPDOWN}
        />
        <Select
          label="Store"
          placeholder={scope.loading ? 'Loading…' : 'Any store'}
          data={scope.stores}
          value={filters.store === null ? null : String(filters.store)}
          onChange={(value) => set('store', idOf(value))}
          searchable
          clearable
          nothingFoundMessage="No store of that name"
          clearButtonProps={{ 'aria-label': 'Any store' }}
          comboboxProps={NAMES_DROPDOWN}
        />
        {number('minimumDays', 'Minimum days')}
        {number('maximumDays', 'Maximum days')}
        {number('days', 'Days')}
        <TextInput
          label="Sold date"
          placeholder="DD/MM/YYYY"
          value={filters.soldDate}
          onChange={(event) => set('soldDate', event.currentTarget.value)}
        />
        <TextInput
          label="Planner date"
          placeholder="DD/MM/YYYY"
          value={filters.plannerDate}
          onChange={(event) => set('plannerDate', event.currentTarget.value)}
        />
      </SimpleGrid>
      <Group mt="sm">
        <Button type="submit" loading={loading} leftSection={<IconPlayerPlay size={16} />}>
          Run planner
        </Button>
      </Group>
    </form>
  );
}
