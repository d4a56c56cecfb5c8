import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import {
  NO_DATA_FOR_DURATION,
  type ReportDefinition,
  type ReportFilter,
  type ReportRow,
} from '@torque/domain';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSignedInSession } from '../../services/session-context';
import { useStoreTimeZone } from '../../services/store-time-zone';
import { isNoDataRow } from './report-calls';
import { categoryLabel, showsMoments, sortRows, type SortOrder } from './report-cells';
import { drillDownTarget, narrowedFilter } from './report-drill-down';
import { downloadCsv } from '../../ui/download-csv';
import { reportCsv } from './report-export';
import {
  hasMonthlyVariant,
  readSearch,
  reportFilter,
  searchFor,
  shownColumns,
  writeSearch,
  type ReportSearch,
} from './report-search';
import { ReportFilters } from './ReportFilters';
import { ReportTable } from './ReportTable';
import { useReport } from './useReport';
import { useReportStores } from './useReportStores';

// The chart library is loaded with the first chart, never with the lead manager (bundle budget).
const ReportChart = lazy(() => import('./ReportChart').then((m) => ({ default: m.ReportChart })));

/** The server's own words for a backwards range, said without asking it. */
export const RANGE_BACKWARDS = 'The start date must be on or before the end date.';

type Props = {
  readonly definition: ReportDefinition;
  readonly catalogue: readonly ReportDefinition[];
};

/** One report: its filters, its chart, its table, the CSV export and the drill-down into its leads. */
export function ReportView({ definition, catalogue }: Props) {
  const session = useSignedInSession();
  const zone = useStoreTimeZone();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const search = readSearch(params);
  const stores = useReportStores();
  const filter =
    stores === null
      ? null
      : reportFilter(definition, search, { enterpriseId: session.enterprise.id, stores });
  const backwards = filter !== null && filter.startDate > filter.endDate;
  const state = useReport(definition, backwards ? null : filter);
  const [order, setOrder] = useState<SortOrder | null>(null);
  const columns = shownColumns(definition, search);
  const monthly = hasMonthlyVariant(definition);
  const target = drillDownTarget(definition, catalogue) ?? (monthly ? definition : null);
  const figures =
    state.status === 'ready'
      ? sortRows(
          state.rows.filter((row) => !isNoDataRow(row)),
          order,
        )
      : [];
  const tableId = `report-table-${definition.id}`;

  const change = (next: ReportSearch) => setParams(writeSearch(next), { replace: true });
  const drillDown = (row: ReportRow) => {
    if (!filter || !target) return null;
    const narrowed = narrowedFilter(filter, row);
    return {
      label: `open ${target.title}`,
      open: () => void navigate(`/reports/${target.id}?${writeSearch(searchFor(narrowed, filter, search))}`),
    };
  };

  return (
    <Stack gap="md" miw={0}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} fz="h3">
          {definition.title}
        </Title>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          disabled={figures.length === 0}
          onClick={() =>
            filter && downloadCsv(csvName(definition, filter), reportCsv(columns, figures, zone))
          }
        >
          Download CSV
        </Button>
      </Group>
      {filter && (
        <ReportFilters
          search={search}
          filter={filter}
          stores={stores ?? []}
          monthlyVariant={monthly}
          onChange={change}
        />
      )}
      {backwards ? (
        <Alert color="yellow">{RANGE_BACKWARDS}</Alert>
      ) : state.status === 'loading' ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">Loading the report…</Text>
        </Group>
      ) : state.status === 'failed' ? (
        <Alert color="red" title="The report could not be read">
          {state.message}
        </Alert>
      ) : figures.length === 0 ? (
        <Text c="var(--torque-muted-text)" role="status">
          {NO_DATA_FOR_DURATION}
        </Text>
      ) : (
        <>
          {definition.chart && (
            <Suspense fallback={<Loader size="sm" aria-label="Loading the chart" />}>
              <ReportChart
                title={definition.title}
                chart={definition.chart}
                columns={columns}
                rows={figures}
                labelOf={categoryLabel(columns, definition.chart, figures, zone)}
                tableId={tableId}
                {...(target && {
                  onDrill: (row: ReportRow) => drillDown(row)?.open(),
                })}
              />
            </Suspense>
          )}
          {state.total > state.rows.length && (
            <Text
              size="sm"
              c="var(--torque-muted-text)"
            >{`Showing ${state.rows.length} of ${state.total} rows.`}</Text>
          )}
          {showsMoments(columns, figures) && (
            <Text size="sm" c="var(--torque-muted-text)">{`Times in ${zone}.`}</Text>
          )}
          <ReportTable
            id={tableId}
            zone={zone}
            title={definition.title}
            columns={columns}
            rows={figures}
            order={order}
            onSort={setOrder}
            drillDown={drillDown}
            {...(monthly && { monthKey: 'reportMonth' })}
          />
        </>
      )}
    </Stack>
  );
}

const csvName = (definition: ReportDefinition, filter: ReportFilter): string =>
  `${definition.id}_${filter.startDate}_${filter.endDate}.csv`;
