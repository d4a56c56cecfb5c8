import {
  emptyReportRow,
  err,
  ok,
  funnelReportRow,
  NO_DATA_FOR_DURATION,
  type AppError,
  type FunnelCounts,
  type ReportFilter,
  type ReportRow,
  type ReportsGateway,
  type Result,
} from '@torque/domain';

/** A report's answer as the screen shows it: its rows, and how many the server has in all. */
export type ReportAnswer = { readonly rows: readonly ReportRow[]; readonly total: number };
type Call = (gateway: ReportsGateway, filter: ReportFilter) => Promise<Result<ReportAnswer, AppError>>;

type Page = { readonly data: readonly object[]; readonly total: number };
const rows =
  (call: (gateway: ReportsGateway, filter: ReportFilter) => Promise<Result<Page, AppError>>): Call =>
  async (gateway, filter) => {
    const answer = await call(gateway, filter);
    return answer.ok ? ok({ rows: answer.value.data as ReportRow[], total: answer.value.total }) : answer;
  };

const hasFigures = (counts: FunnelCounts): boolean => Object.values(counts).some((count) => count > 0);

/** The funnel answers four counts: one row with its percentages, or the spec's empty row (spec 2 §9). */
const funnel: Call = async (gateway, filter) => {
  const answer = await gateway.funnelCounts(filter);
  if (!answer.ok) return answer;
  const label = `${filter.startDate} – ${filter.endDate}`;
  const row = hasFigures(answer.value) ? funnelReportRow(label, answer.value) : emptyReportRow();
  return ok({ rows: [row], total: 1 });
};

/**
 * Each report operation of the contract (openapi tag reports) as a call on the ReportsGateway's family
 * methods: the catalogue names a report by operationId, so a new catalogue entry needs no screen change.
 */
const CALLS: Readonly<Record<string, Call>> = {
  leadStatusReport: rows((g, f) => g.leadStatus('leadStatusReport', f)),
  leadStatusReportPlanned: rows((g, f) => g.leadStatus('leadStatusReportPlanned', f)),
  leadStatusReportByDate: rows((g, f) => g.leadStatus('leadStatusReportByDate', f)),
  leadStatusReportDetails: rows((g, f) => g.leadStatus('leadStatusReportDetails', f)),
  leadStatusReportByMonth: rows((g, f) => g.leadStatusByMonth(f)),
  noShowReport: rows((g, f) => g.responses('no-show', f)),
  noResponseReport: rows((g, f) => g.responses('no-response-list', f)),
  optOutReport: rows((g, f) => g.responses('optout-response-list', f)),
  responseCountReport: rows((g, f) => g.responses('responseCount', f)),
  responseInsightReport: rows((g, f) => g.responses('responseInsight', f)),
  messageResponseDetailsReport: rows((g, f) => g.responses('messageResponseDetails', f)),
  summaryReport: rows((g, f) => g.responses('summaryReport', f)),
  byDateReport: rows((g, f) => g.responses('by-date', f)),
  assistantAccuracyReport: rows((g, f) => g.responses('assistant-accuracy', f)),
  satisfactionReport: rows((g, f) => g.responses('satisfaction', f)),
  satisfactionDetailsReport: rows((g, f) => g.responses('satisfaction-details', f)),
  funnelCounts: funnel,
  gmHandoffTypeReport: rows((g, f) => g.gm('handoff-type', f)),
  gmResponseInsightReport: rows((g, f) => g.gm('responseInsight', f)),
  gmFirstResponseReport: rows((g, f) => g.gm('firstResponse', f)),
  loginActivityReport: rows((g, f) => g.loginActivity(f)),
  logMessagesReport: rows((g, f) => g.logMessages(f)),
  appointmentStatusReportSummary: rows((g, f) => g.appointmentStatus('summary', f)),
  appointmentStatusReportDetail: rows((g, f) => g.appointmentStatus('detail', f)),
  appointmentStatusReportSummaryV2: rows((g, f) => g.appointmentStatus('summary-v2', f)),
  appointmentStatusReportDetailV2: rows((g, f) => g.appointmentStatus('detail-v2', f)),
  appointmentStatusReportSummaryByContactedDate: rows((g, f) =>
    g.appointmentStatus('summary-by-contacted-date', f),
  ),
  appointmentStatusReportDetailByContactedDate: rows((g, f) =>
    g.appointmentStatus('detail-by-contacted-date', f),
  ),
  fetchAppointmentStatusDetail: rows((g, f) => g.appointmentStatus('status-detail', f)),
  fetchHandoffAppointmentSummary: rows((g, f) => g.checkIns('handoff', 'summary', f)),
  fetchHandoffAppointmentDatewise: rows((g, f) => g.checkIns('handoff', 'datewise', f)),
  fetchHandoffAppointmentDetail: rows((g, f) => g.checkIns('handoff', 'detail', f)),
  handoffAppointmentReportDetail: rows((g, f) => g.checkIns('handoff', 'checkin-detail', f)),
  fetchUnresponsiveAppointmentSummary: rows((g, f) => g.checkIns('unresponsive', 'summary', f)),
  fetchUnresponsiveAppointmentDatewise: rows((g, f) => g.checkIns('unresponsive', 'datewise', f)),
  fetchUnresponsiveAppointmentDetail: rows((g, f) => g.checkIns('unresponsive', 'detail', f)),
  unresponsiveCheckinDetail: rows((g, f) => g.checkIns('unresponsive', 'checkin-detail', f)),
  fetchNraaAppointmentSummary: rows((g, f) => g.checkIns('nraa', 'summary', f)),
  fetchNraaAppointmentDatewise: rows((g, f) => g.checkIns('nraa', 'datewise', f)),
  fetchNraaAppointmentDetail: rows((g, f) => g.checkIns('nraa', 'detail', f)),
  nraaCheckinDetail: rows((g, f) => g.checkIns('nraa', 'checkin-detail', f)),
  generateAgentReport: rows((g, f) => g.lisa('generate-agent-report', f)),
  sdcHandoffReport: rows((g, f) => g.lisa('sdc-handoff-report', f)),
};

export const UNKNOWN_REPORT = 'This report is not available in this version of Torque.';

/** Runs the report a catalogue entry names. */
export function runReport(
  gateway: ReportsGateway,
  operationId: string,
  filter: ReportFilter,
): Promise<Result<ReportAnswer, AppError>> {
  const call = CALLS[operationId];
  if (!call) {
    return Promise.resolve(err({ code: 'UNKNOWN_REPORT', message: UNKNOWN_REPORT, tone: 'warning' }));
  }
  return call(gateway, filter);
}

/** Whether a row is the spec's no-data row rather than figures. */
export const isNoDataRow = (row: ReportRow): boolean => Object.values(row).includes(NO_DATA_FOR_DURATION);
