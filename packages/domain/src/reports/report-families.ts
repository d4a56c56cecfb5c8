/** The report calls of spec 2 §7 "Reports", grouped by family; each name is the call's last path segment. */
export const LEAD_STATUS_REPORTS = [
  'leadStatusReport',
  'leadStatusReportPlanned',
  'leadStatusReportByDate',
  'leadStatusReportDetails',
] as const;
export type LeadStatusReport = (typeof LEAD_STATUS_REPORTS)[number];

/** The other /api/report calls that answer rows. */
export const RESPONSE_REPORTS = [
  'no-show',
  'no-response-list',
  'optout-response-list',
  'responseCount',
  'responseInsight',
  'messageResponseDetails',
  'summaryReport',
  'by-date',
  'assistant-accuracy',
  'satisfaction',
  'satisfaction-details',
] as const;
export type ResponseReport = (typeof RESPONSE_REPORTS)[number];

export const GM_REPORTS = ['handoff-type', 'responseInsight', 'firstResponse'] as const;
export type GmReport = (typeof GM_REPORTS)[number];

/** /api/lisa/appointment-status-report: v1, v2 and the v2 contacted-date variants, and the status detail. */
export const APPOINTMENT_STATUS_REPORTS = [
  'summary',
  'detail',
  'summary-v2',
  'detail-v2',
  'summary-by-contacted-date',
  'detail-by-contacted-date',
  'status-detail',
] as const;
export type AppointmentStatusReport = (typeof APPOINTMENT_STATUS_REPORTS)[number];

/** Hand-off, unresponsive and NRAA check-in reports, each as summary, by date, detail or check-in detail. */
export const CHECK_IN_FAMILIES = ['handoff', 'unresponsive', 'nraa'] as const;
export type CheckInFamily = (typeof CHECK_IN_FAMILIES)[number];
export const CHECK_IN_VIEWS = ['summary', 'datewise', 'detail', 'checkin-detail'] as const;
export type CheckInView = (typeof CHECK_IN_VIEWS)[number];

/** The lisa report calls that take the report filter. */
export const LISA_REPORTS = ['generate-agent-report', 'sdc-handoff-report'] as const;
export type LisaReport = (typeof LISA_REPORTS)[number];
