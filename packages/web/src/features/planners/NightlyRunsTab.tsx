import { NumberInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { PlannerSchedulePanel } from './nightly';

/** The nightly runs of one store: which store is chosen here, the schedule and history below. */
export function NightlyRunsTab({ initialStore }: { readonly initialStore: number | null }) {
  const [store, setStore] = useState<number>(initialStore ?? 1);
  return (
    <Stack gap="md">
      <NumberInput
        label="Store"
        w={160}
        min={1}
        allowDecimal={false}
        value={store}
        onChange={(value) => typeof value === 'number' && value >= 1 && setStore(value)}
      />
      <PlannerSchedulePanel key={store} storeId={store} />
    </Stack>
  );
}
