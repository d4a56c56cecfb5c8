import type { AppError } from '../errors/app-error.js';
import type { ListPage } from '../shared/list-page.js';
import type { Result } from '../shared/result.js';
import type { FunnelCounts } from './funnel.js';
import type { MonthlyInteractionRow } from './monthly-interaction-report.js';
import type {
  AppointmentStatusReport,
  CheckInFamily,
  CheckInView,
  GmReport,
  LeadStatusReport,
  LisaReport,
  ResponseReport,
} from './report-families.js';
import type { ReportFilter } from './report-filter.js';
import type { ReportRow, ReportTemplateMaster } from './report.schema.js';

type Answer<T> = Promise<Result<T, AppError>>;
type Rows = Answer<ListPage<ReportRow>>;

/**
 * Every report of spec 2 §7 "Reports" (openapi tag reports), one method per family. Each takes the report
 * filter (build it with `defaultReportFilter`); a filter that breaks `ReportFilterSchema` is refused.
 */
export interface ReportsGateway {
  leadStatus(report: LeadStatusReport, filter: ReportFilter): Rows;
  /** The monthly interaction report (columns of spec 2 §9). */
  leadStatusByMonth(filter: ReportFilter): Answer<ListPage<MonthlyInteractionRow>>;
  responses(report: ResponseReport, filter: ReportFilter): Rows;
  funnelCounts(filter: ReportFilter): Answer<FunnelCounts>;
  gm(report: GmReport, filter: ReportFilter): Rows;
  loginActivity(filter: ReportFilter): Rows;
  logMessages(filter: ReportFilter): Rows;
  appointmentStatus(report: AppointmentStatusReport, filter: ReportFilter): Rows;
  checkIns(family: CheckInFamily, view: CheckInView, filter: ReportFilter): Rows;
  lisa(report: LisaReport, filter: ReportFilter): Rows;
  /** A record with an id is updated (PUT), one without is added (POST). */
  saveTemplateMaster(template: ReportTemplateMaster): Answer<ReportTemplateMaster>;
}
