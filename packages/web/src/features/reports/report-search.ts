import {
  defaultReportFilter,
  MONTHLY_REPORT_MONTHS_BACK,
  monthlyRange,
  monthlyReportColumns,
  systemClock,
  type Clock,
  type ReportColumn,
  type ReportDefinition,
  type ReportFilter,
} from '@torque/domain';
import type { ReportStore } from './useReportStores';

/**
 * The report's filter lives in the address (?from=&to=&stores=&types=&v2=), so a drill-down is a
 * link, the back button returns to the summary and a report can be shared. What the address leaves
 * out takes the spec's defaults (spec 2 §9, `defaultReportFilter`).
 */
export type ReportSearch = {
  readonly from?: string;
  readonly to?: string;
  readonly stores: readonly number[];
  readonly types: readonly string[];
  readonly v2: boolean;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const list = (value: string | null): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export function readSearch(params: URLSearchParams): ReportSearch {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    ...(DAY.test(from) && { from }),
    ...(DAY.test(to) && { to }),
    stores: list(params.get('stores'))
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0),
    types: list(params.get('types')),
    v2: params.get('v2') === '1',
  };
}

export function writeSearch(search: ReportSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.from) params.set('from', search.from);
  if (search.to) params.set('to', search.to);
  if (search.stores.length > 0) params.set('stores', search.stores.join(','));
  if (search.types.length > 0) params.set('types', search.types.join(','));
  if (search.v2) params.set('v2', '1');
  return params;
}

/** The monthly interaction report has two column variants; the filter's v2Version picks one (spec 2 §9). */
export const hasMonthlyVariant = (definition: ReportDefinition): boolean =>
  definition.operationId === 'leadStatusReportByMonth';

const BASE_FIELDS = new Set<string>(monthlyReportColumns('base').map((column) => column.field));
/** The later variant's own columns (A-BKG-ERR, REQ-CALL, NOT-ENGAGED), counts like the others. */
const EXTENDED_ONLY: readonly ReportColumn[] = monthlyReportColumns('extended')
  .filter((column) => !BASE_FIELDS.has(column.field))
  .map((column) => ({ key: column.field, header: column.header, kind: 'count' }));

/** The columns shown: the definition's, with the monthly report's later columns in its v2 variant only. */
export function shownColumns(definition: ReportDefinition, search: ReportSearch): readonly ReportColumn[] {
  if (!hasMonthlyVariant(definition)) return definition.columns;
  const later = new Set(EXTENDED_ONLY.map((column) => column.key));
  const base = definition.columns.filter((column) => !later.has(column.key));
  return search.v2 ? [...base, ...EXTENDED_ONLY] : base;
}

export type FilterContext = {
  readonly enterpriseId: number;
  /** The stores the user may pick; none chosen means all of them. */
  readonly stores: readonly ReportStore[];
  readonly clock?: Clock;
};

/** The filter sent for a report: its defaults, then what the address chose. */
export function reportFilter(
  definition: ReportDefinition,
  search: ReportSearch,
  context: FilterContext,
): ReportFilter {
  const all = context.stores;
  const defaults = defaultReportFilter({
    enterpriseId: context.enterpriseId,
    clock: context.clock ?? systemClock,
    storeIds: all.map((store) => store.id),
    bocIds: [...new Set(all.map((store) => store.bocId))],
    ...(definition.kind && { kind: definition.kind }),
  });
  // The monthly report reads whole months (spec 2 §9), not the last 7 days.
  const range = hasMonthlyVariant(definition)
    ? monthlyRange(MONTHLY_REPORT_MONTHS_BACK, context.clock ?? systemClock)
    : defaults;
  return {
    ...defaults,
    ...(search.stores.length > 0 && { storeIds: [...search.stores] }),
    serviceTypes: [...search.types],
    startDate: search.from ?? range.startDate,
    endDate: search.to ?? range.endDate,
    ...(hasMonthlyVariant(definition) && { v2Version: search.v2 }),
  };
}

/** The address of a report narrowed to a filter (a drill-down from a row of `from`). */
export function searchFor(narrowed: ReportFilter, from: ReportFilter, search: ReportSearch): ReportSearch {
  return {
    from: narrowed.startDate,
    to: narrowed.endDate,
    stores: narrowed.storeIds === from.storeIds ? search.stores : narrowed.storeIds,
    types: search.types,
    v2: search.v2,
  };
}
