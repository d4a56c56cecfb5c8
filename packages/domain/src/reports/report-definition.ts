import type { ReportKind } from './report-filter.js';

/**
 * How the reports screen shows one report: the server's rows carry exactly the column keys named here,
 * so the table, the chart, the CSV and the drill-down all read one description.
 */
export type ReportColumnKind = 'text' | 'date' | 'count' | 'percent' | 'minutes';

export type ReportColumn = {
  /** The row field (the server's key). */
  readonly key: string;
  /** The header as staff read it (the spec's spelling where it gives one). */
  readonly header: string;
  readonly kind: ReportColumnKind;
};

/** Bars or lines over a category (usually the day), a donut of shares, or the funnel's steps. */
export type ReportChart =
  | { readonly kind: 'bar' | 'line'; readonly category: string; readonly series: readonly string[] }
  | { readonly kind: 'donut'; readonly category: string; readonly value: string }
  | { readonly kind: 'funnel' };

/** The spec groups of the report picker (spec 2 §2 "Reports"). */
export const REPORT_GROUPS = [
  'Leads',
  'Responses',
  'GM hand-offs',
  'Appointments',
  'Check-ins',
  'Activity',
] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

export type ReportDefinition = {
  /** Stable id used in the screen's URL (/reports/:id). */
  readonly id: string;
  readonly group: ReportGroup;
  readonly title: string;
  /** The contract operation that answers it. */
  readonly operationId: string;
  readonly columns: readonly ReportColumn[];
  readonly chart?: ReportChart;
  /** 'unresponsive-leads' opens on one day instead of seven (spec 2 §9). */
  readonly kind?: ReportKind;
  /**
   * The report that lists the leads behind a row's figures. Its filter is this one narrowed by the
   * row: a row with `day` to that day, a row with `storeId` to that store. Rows of a lead list carry
   * `leadId`, which opens the lead in the lead manager.
   */
  readonly drillDownTo?: string;
};
