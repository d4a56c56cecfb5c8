import {
  FunnelCountsSchema,
  MonthlyInteractionRowPageSchema,
  ReportFilterSchema,
  ReportPageSchema,
  ReportTemplateMasterSchema,
  err,
  requestRefusal,
  type AppError,
  type AppointmentStatusReport,
  type CheckInFamily,
  type CheckInView,
  type FunnelCounts,
  type GmReport,
  type LeadStatusReport,
  type LisaReport,
  type ListPage,
  type MonthlyInteractionRow,
  type ReportFilter,
  type ReportRow,
  type ReportTemplateMaster,
  type ReportsGateway,
  type ResponseReport,
  type Result,
} from '@torque/domain';
import type { ZodType } from 'zod';
import type { ApiClient } from './api-client.js';
import { callApi, type CallOptions, type ApiAnswer } from './call-api.js';

type Answer<T> = Promise<Result<T, AppError>>;
const STATUS = '/api/lisa/appointment-status-report';

const APPOINTMENT_STATUS_PATHS = {
  summary: `${STATUS}/appointment-status-report-summary`,
  detail: `${STATUS}/appointment-status-report-detail`,
  'summary-v2': `${STATUS}/v2/appointment-status-report-summary`,
  'detail-v2': `${STATUS}/v2/appointment-status-report-detail`,
  'summary-by-contacted-date': `${STATUS}/v2/appointment-status-report-summary-by-contacted-date`,
  'detail-by-contacted-date': `${STATUS}/v2/appointment-status-report-detail-by-contacted-date`,
  'status-detail': `${STATUS}/fetch-appointment-status-detail`,
} as const satisfies Record<AppointmentStatusReport, string>;

/** The check-in detail call of each family is named differently (hand-off has a report detail). */
const CHECK_IN_DETAIL = {
  handoff: 'handoff-appointment-report-detail',
  unresponsive: 'unresponsive-checkin-detail',
  nraa: 'nraa-checkin-detail',
} as const satisfies Record<CheckInFamily, string>;

type RowsPath =
  | `/api/report/${LeadStatusReport | ResponseReport}`
  | `/api/gm-reports/${GmReport}`
  | '/api/login-activity-reports'
  | '/api/svc-message-instance/report/logMessages'
  | (typeof APPOINTMENT_STATUS_PATHS)[AppointmentStatusReport]
  | `${typeof STATUS}/fetch-${CheckInFamily}-appointment-${Exclude<CheckInView, 'checkin-detail'>}`
  | `${typeof STATUS}/${(typeof CHECK_IN_DETAIL)[CheckInFamily]}`
  | `/api/lisa/report/${LisaReport}`;

/** Every report of openapi tag reports; the filter is checked against ReportFilterSchema before it leaves. */
export class HttpReportsGateway implements ReportsGateway {
  constructor(
    private readonly client: ApiClient,
    private readonly options: CallOptions = {},
  ) {}

  leadStatus(report: LeadStatusReport, filter: ReportFilter): Answer<ListPage<ReportRow>> {
    return this.#rows(`/api/report/${report}`, filter);
  }

  leadStatusByMonth(filter: ReportFilter): Answer<ListPage<MonthlyInteractionRow>> {
    return this.#send(filter, MonthlyInteractionRowPageSchema, () =>
      this.client.POST('/api/report/leadStatusReportByMonth', { body: filter }),
    );
  }

  responses(report: ResponseReport, filter: ReportFilter): Answer<ListPage<ReportRow>> {
    return this.#rows(`/api/report/${report}`, filter);
  }

  funnelCounts(filter: ReportFilter): Answer<FunnelCounts> {
    return this.#send(filter, FunnelCountsSchema, () =>
      this.client.POST('/api/report/funnel-counts', { body: filter }),
    );
  }

  gm(report: GmReport, filter: ReportFilter): Answer<ListPage<ReportRow>> {
    return this.#rows(`/api/gm-reports/${report}`, filter);
  }

  loginActivity(filter: ReportFilter): Answer<ListPage<ReportRow>> {
    return this.#rows('/api/login-activity-reports', filter);
  }

  logMessages(filter: ReportFilter): Answer<ListPage<ReportRow>> {
    return this.#rows('/api/svc-message-instance/report/logMessages', filter);
  }

  appointmentStatus(report: AppointmentStatusReport, filter: ReportFilter): Answer<ListPage<ReportRow>> {
    return this.#rows(APPOINTMENT_STATUS_PATHS[report], filter);
  }

  checkIns(family: CheckInFamily, view: CheckInView, filter: ReportFilter): Answer<ListPage<ReportRow>> {
    const path =
      view === 'checkin-detail'
        ? (`${STATUS}/${CHECK_IN_DETAIL[family]}` as const)
        : (`${STATUS}/fetch-${family}-appointment-${view}` as const);
    return this.#rows(path, filter);
  }

  lisa(report: LisaReport, filter: ReportFilter): Answer<ListPage<ReportRow>> {
    return this.#rows(`/api/lisa/report/${report}`, filter);
  }

  /** An existing record (with an id) is updated, a new one added (our reading of the template rule). */
  saveTemplateMaster(template: ReportTemplateMaster): Answer<ReportTemplateMaster> {
    const path = '/api/lisa/report/template-master';
    return callApi(
      () =>
        template.id === undefined
          ? this.client.POST(path, { body: template })
          : this.client.PUT(path, { body: template }),
      ReportTemplateMasterSchema,
      this.options,
    );
  }

  #rows(path: RowsPath, filter: ReportFilter): Answer<ListPage<ReportRow>> {
    return this.#send(filter, ReportPageSchema, () => this.client.POST(path, { body: filter }));
  }

  async #send<T>(filter: ReportFilter, schema: ZodType<T>, request: () => Promise<ApiAnswer>): Answer<T> {
    const refused = requestRefusal(ReportFilterSchema, filter);
    return refused ? err(refused) : callApi(request, schema, this.options);
  }
}
