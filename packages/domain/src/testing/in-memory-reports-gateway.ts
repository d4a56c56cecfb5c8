import type { AppError } from '../errors/app-error.js';
import type { FunnelCounts } from '../reports/funnel.js';
import type { MonthlyInteractionRow } from '../reports/monthly-interaction-report.js';
import type {
  AppointmentStatusReport,
  CheckInFamily,
  CheckInView,
  GmReport,
  LeadStatusReport,
  LisaReport,
  ResponseReport,
} from '../reports/report-families.js';
import { ReportFilterSchema, type ReportFilter } from '../reports/report-filter.js';
import type { ReportRow, ReportTemplateMaster } from '../reports/report.schema.js';
import type { ReportsGateway } from '../reports/reports-gateway.port.js';
import type { ListPage } from '../shared/list-page.js';
import { requestRefusal } from '../errors/request-check.js';
import { err, ok, type Result } from '../shared/result.js';
import { answerOr, inMemoryPage } from './in-memory-page.js';
import { FailureQueue, serverRejection } from './server-rejection.js';

type Operation = keyof ReportsGateway;
type Answer<T> = Promise<Result<T, AppError>>;

/** Which report a row set belongs to: the family and the report's name. */
export type ReportKey =
  | `leadStatus:${LeadStatusReport}`
  | `responses:${ResponseReport}`
  | `gm:${GmReport}`
  | 'loginActivity'
  | 'logMessages'
  | `appointmentStatus:${AppointmentStatusReport}`
  | `checkIns:${CheckInFamily}:${CheckInView}`
  | `lisa:${LisaReport}`;

/** A row counts when its storeId (if it has one) is chosen and its date (if it has one) is in range. */
function inFilter(row: ReportRow, filter: ReportFilter): boolean {
  const { storeId, date } = row;
  return (
    (typeof storeId !== 'number' || filter.storeIds.includes(storeId)) &&
    (typeof date !== 'string' || (date >= filter.startDate && date <= filter.endDate))
  );
}

/** The reports in memory: each report answers the rows set for it that the filter selects. */
export class InMemoryReportsGateway implements ReportsGateway {
  readonly #rows = new Map<ReportKey, ReportRow[]>();
  #monthly: MonthlyInteractionRow[] = [];
  #funnel: FunnelCounts = { CONTACTED: 0, RESPONDED: 0, ENGAGED: 0, APPT_BOOKING: 0 };
  #templates: ReportTemplateMaster[] = [];
  readonly #failures = new FailureQueue<Operation>();
  /** Every filter a report was asked with (refused ones aside), for assertions (spec 2 §9 defaults). */
  readonly filters: ReportFilter[] = [];

  setRows(report: ReportKey, rows: readonly ReportRow[]): void {
    this.#rows.set(report, [...rows]);
  }
  setMonthlyRows(rows: readonly MonthlyInteractionRow[]): void {
    this.#monthly = [...rows];
  }
  setFunnelCounts(counts: FunnelCounts): void {
    this.#funnel = counts;
  }
  failNext(operation: Operation, error: AppError): void {
    this.#failures.failNext(operation, error);
  }

  leadStatus(report: LeadStatusReport, filter: ReportFilter): Answer<ListPage<ReportRow>> {
    return this.#report('leadStatus', `leadStatus:${report}`, filter);
  }
  leadStatusByMonth(filter: ReportFilter): Answer<ListPage<MonthlyInteractionRow>> {
    return this.#answer('leadStatusByMonth', filter, () => ok(inMemoryPage(this.#monthly)));
  }
  responses(report: ResponseReport, filter: ReportFilter): Answer<ListPage<ReportRow>> {
    return this.#report('responses', `responses:${report}`, filter);
  }
  funnelCounts(filter: ReportFilter): Answer<FunnelCounts> {
    return this.#answer('funnelCounts', filter, () => ok(this.#funnel));
  }
  gm(report: GmReport, filter: ReportFilter): Answer<ListPage<ReportRow>> {
    return this.#report('gm', `gm:${report}`, filter);
  }
  loginActivity(filter: ReportFilter): Answer<ListPage<ReportRow>> {
    return this.#report('loginActivity', 'loginActivity', filter);
  }
  logMessages(filter: ReportFilter): Answer<ListPage<ReportRow>> {
    return this.#report('logMessages', 'logMessages', filter);
  }
  appointmentStatus(report: AppointmentStatusReport, filter: ReportFilter): Answer<ListPage<ReportRow>> {
    return this.#report('appointmentStatus', `appointmentStatus:${report}`, filter);
  }
  checkIns(family: CheckInFamily, view: CheckInView, filter: ReportFilter): Answer<ListPage<ReportRow>> {
    return this.#report('checkIns', `checkIns:${family}:${view}`, filter);
  }
  lisa(report: LisaReport, filter: ReportFilter): Answer<ListPage<ReportRow>> {
    return this.#report('lisa', `lisa:${report}`, filter);
  }

  saveTemplateMaster(template: ReportTemplateMaster): Answer<ReportTemplateMaster> {
    return answerOr(this.#failures.take('saveTemplateMaster'), () => {
      if (template.id !== undefined && !this.#templates.some((t) => t.id === template.id)) {
        return err(serverRejection(404, `No template master ${template.id}`));
      }
      const id = template.id ?? Math.max(0, ...this.#templates.map((t) => t.id ?? 0)) + 1;
      const saved = { ...template, id };
      this.#templates = [...this.#templates.filter((t) => t.id !== id), saved];
      return ok(saved);
    });
  }

  #report(operation: Operation, key: ReportKey, filter: ReportFilter): Answer<ListPage<ReportRow>> {
    return this.#answer(operation, filter, () =>
      ok(inMemoryPage((this.#rows.get(key) ?? []).filter((row) => inFilter(row, filter)))),
    );
  }

  #answer<T>(operation: Operation, filter: ReportFilter, produce: () => Result<T, AppError>): Answer<T> {
    const refused = requestRefusal(ReportFilterSchema, filter);
    if (!refused) this.filters.push(filter);
    return answerOr(this.#failures.take(operation) ?? refused, produce);
  }
}
