/**
 * The reports context's public surface (`@torque/domain/reports`): the names the web app, adapters, server
 * or tests use. The files' other exports stay internal to the domain.
 */
export { type FunnelCounts, funnelPercentages, funnelReportRow, percentOf } from './funnel.js';
export {
  emptyReportRow,
  type MonthlyInteractionRow,
  MonthlyInteractionRowSchema,
  monthlyReportColumns,
  NO_DATA_FOR_DURATION,
} from './monthly-interaction-report.js';
export {
  defaultReportFilter,
  demoFlagFor,
  lastDaysRange,
  monthlyRange,
  type ReportFilter,
  ReportFilterSchema,
} from './report-filter.js';
export {
  FunnelCountsSchema,
  MonthlyInteractionRowPageSchema,
  ReportPageSchema,
  type ReportRow,
  type ReportTemplateMaster,
  ReportTemplateMasterSchema,
} from './report.schema.js';
export * from './report-families.js';
export * from './reports-gateway.port.js';
export * from './report-definition.js';
export { REPORT_CATALOGUE, reportDefinition } from './report-catalogue.js';
export { REPORT_PALETTE, reportColour } from './report-palette.js';
export { csvCell, FORMULA_STARTS, parseCsv, safeCsvText, toCsv } from './report-csv.js';
