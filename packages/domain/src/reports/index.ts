/**
 * The reports context's public surface (`@torque/domain/reports`): the names the web app, adapters, server
 * or tests use. The files' other exports stay internal to the domain.
 */
export { type FunnelCounts, funnelPercentages, funnelReportRow, percentOf } from './funnel.js';
export {
  emptyReportRow,
  type MonthlyInteractionRow,
  MonthlyInteractionRowSchema,
  type MonthlyReportColumn,
  monthlyReportColumns,
  type MonthlyReportVariant,
  NO_DATA_FOR_DURATION,
} from './monthly-interaction-report.js';
export {
  defaultReportFilter,
  demoFlagFor,
  lastDaysRange,
  monthlyRange,
  MONTHLY_REPORT_MONTHS_BACK,
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
export {
  type AppointmentStatusShare,
  appointmentStatusShares,
} from './appointments/appointment-status-shares.js';
export {
  type HandoffFacts,
  handoffOutcomeOf,
  type HandoffOutcomeCounts,
  tallyHandoffOutcomes,
} from './appointments/handoff-outcome.rules.js';
export { inReportRange, localReportDay } from './report-day.js';
export {
  effectiveReplyCode,
  type FunnelDayRow,
  funnelDayRows,
  isEngagingReplyCode,
  NOT_ENGAGING_CODES,
} from './funnel-report.rules.js';
export {
  codesCountedAs,
  emptyMonthlyInteractionRow,
  monthlyCountFields,
  monthlyVariantOf,
} from './monthly-interaction-rows.rules.js';
export { REPORT_PALETTE, reportColour } from './report-palette.js';
export {
  NOT_ANSWERED,
  satisfactionFigures,
  type SatisfactionCounts,
  SURVEY_OUTCOME_LABELS,
  surveyOutcomeLabel,
} from './satisfaction-report.js';
