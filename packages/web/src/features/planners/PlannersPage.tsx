import { Alert, Button, Group, Pagination, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconMessages, IconTransfer } from '@tabler/icons-react';
import { displayPage, type PlannerRow } from '@torque/domain';
import { useCallback, useMemo, useState } from 'react';
import { useStoreTimeZone } from '../../services/store-time-zone';
import { BulkStartModal } from './BulkStartModal';
import { NightlyRunsTab } from './NightlyRunsTab';
import { nextSort, sortPlannerRows, type PlannerSort, type PlannerSortKey } from './planner-table-sort';
import { PlannerFiltersForm } from './PlannerFiltersForm';
import { PlannerTable } from './PlannerTable';
import { useBulkStart } from './useBulkStart';
import { PAGE_SIZES, usePlannerSearch } from './usePlannerSearch';

const CONTROL_NAMES = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

/** Issue 15: run a planner, read why each vehicle is due, transfer the chosen rows or start their conversations. */
export function PlannersPage() {
  const search = usePlannerSearch();
  const { answer, page, size, run } = search;
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [sort, setSort] = useState<PlannerSort | null>(null);
  const zone = useStoreTimeZone();
  // Issue 30: after a transfer or a start the chosen rows stay chosen, so staff see what moved.
  const rerun = useCallback(() => void run(page), [page, run]);
  const bulk = useBulkStart(rerun);
  const rows = useMemo(() => sortPlannerRows(answer?.rows ?? [], sort), [answer, sort]);
  const chosen = useMemo(
    () => rows.filter((row) => selected.has(row.vehicleId) && !row.optedOut),
    [rows, selected],
  );
  const busy = bulk.step.kind !== 'idle';

  const toggle = (row: PlannerRow) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(row.vehicleId)) next.add(row.vehicleId);
      return next;
    });
  const toggleAll = (checked: boolean) =>
    setSelected(
      checked ? new Set(rows.filter((row) => !row.optedOut).map((row) => row.vehicleId)) : new Set(),
    );
  const goTo = (at: number) => {
    setSelected(new Set());
    void run(at);
  };
  const plannerDate = answer?.search.plannerDate ?? null;
  const pages = answer ? Math.max(1, Math.ceil(answer.total / size)) : 1;

  return (
    <Stack p={{ base: 'sm', sm: 'lg' }} gap="md">
      <Title order={1} fz="h3">
        Service planners
      </Title>
      <Tabs defaultValue="due" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="due">Due vehicles</Tabs.Tab>
          <Tabs.Tab value="nightly">Nightly runs</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="nightly" pt="md">
          <NightlyRunsTab initialStore={search.filters.store} />
        </Tabs.Panel>
        <Tabs.Panel value="due" pt="md">
          <Stack gap="md">
            <PlannerFiltersForm
              filters={search.filters}
              onChange={search.setFilters}
              onRun={() => goTo(0)}
              loading={search.loading}
            />
            {search.error && <Alert color="yellow">{search.error}</Alert>}
            {answer && (
              <>
                <Group justify="space-between" gap="sm">
                  <Text size="sm" aria-live="polite">
                    {`${answer.total.toLocaleString('en-US')} vehicles due · ${chosen.length} chosen`}
                  </Text>
                  <Group gap="sm">
                    <Button
                      variant="light"
                      leftSection={<IconTransfer size={16} />}
                      disabled={chosen.length === 0 || busy}
                      onClick={() => void bulk.transfer(answer.planner, chosen, plannerDate)}
                    >
                      Transfer
                    </Button>
                    <Button
                      leftSection={<IconMessages size={16} />}
                      disabled={chosen.length === 0 || busy}
                      loading={bulk.step.kind === 'preparing'}
                      onClick={() => void bulk.prepare(answer.planner, chosen, plannerDate)}
                    >
                      Start conversations
                    </Button>
                  </Group>
                </Group>
                {answer.rows.length === 0 ? (
                  <Text c="dimmed">No vehicle is due for this planner and search.</Text>
                ) : (
                  <PlannerTable
                    rows={rows}
                    selected={selected}
                    onToggle={toggle}
                    onToggleAll={toggleAll}
                    sort={sort}
                    onSort={(key: PlannerSortKey) => setSort((current) => nextSort(current, key))}
                    zone={zone}
                  />
                )}
                <Group justify="space-between" gap="sm">
                  <Pagination
                    total={pages}
                    value={displayPage(page)}
                    onChange={(shown) => goTo(shown - 1)}
                    size="sm"
                    aria-label="Result pages"
                    getControlProps={(control) => ({ 'aria-label': CONTROL_NAMES[control] })}
                  />
                  <Select
                    aria-label="Rows per page"
                    w={130}
                    data={PAGE_SIZES.map((value) => ({ value: String(value), label: `${value} a page` }))}
                    value={String(size)}
                    onChange={(value) => value && search.changeSize(Number(value))}
                    allowDeselect={false}
                  />
                </Group>
              </>
            )}
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <BulkStartModal step={bulk.step} onConfirm={() => void bulk.confirm()} onCancel={bulk.cancel} />
    </Stack>
  );
}
