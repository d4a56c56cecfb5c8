import { Button, Group, Popover, Stack, TextInput } from '@mantine/core';
import { lastDaysRange, notice, systemClock } from '@torque/domain';
import { useState } from 'react';
import { useServices } from '../../services/services-context';
import { showFailure, showNotice } from '../../ui/notices';
import type { CustomerStore } from './useCustomerStores';

/** Looks up again whether the numbers of customers added between two dates are mobile, landline or voip. */
export function LineTypeRefresh({
  store,
  onDone,
}: {
  readonly store: CustomerStore;
  readonly onDone: () => void;
}) {
  const { customers } = useServices();
  // The last 30 days by default: the customers most likely added without a line type.
  const [range, setRange] = useState(() => lastDaysRange(30, systemClock));
  const [busy, setBusy] = useState(false);
  const refresh = async () => {
    setBusy(true);
    const result = await customers.refreshLineTypes(store.bocId, store.id, range);
    setBusy(false);
    if (!result.ok) return showFailure(result.error);
    showNotice(notice({ message: result.value.message ?? 'Updated Successfully', tone: 'success' }));
    onDone();
  };
  return (
    <Popover position="bottom-end" withArrow trapFocus>
      <Popover.Target>
        <Button variant="default">Refresh line types</Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack
          gap="xs"
          component="form"
          aria-label="Refresh line types"
          onSubmit={(event) => (event.preventDefault(), void refresh())}
        >
          <Group gap="xs" grow>
            <TextInput
              type="date"
              label="Added from"
              value={range.startDate}
              onChange={(event) => setRange({ ...range, startDate: event.currentTarget.value })}
            />
            <TextInput
              type="date"
              label="Added to"
              value={range.endDate}
              onChange={(event) => setRange({ ...range, endDate: event.currentTarget.value })}
            />
          </Group>
          <Button type="submit" size="xs" loading={busy} disabled={!range.startDate || !range.endDate}>
            Refresh
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
