/**
 * The operations appointment-reports.contract.test.ts exercises against the contract (issue 18: the
 * /api/lisa appointment-status, hand-off, check-in, agent and SDC reports and the report
 * template-master record). server-contract.test.ts leaves them to that file.
 */
export const APPOINTMENT_REPORT_OPERATIONS: readonly string[] = [
  'appointmentStatusReportSummary',
  'appointmentStatusReportDetail',
  'appointmentStatusReportSummaryV2',
  'appointmentStatusReportDetailV2',
  'appointmentStatusReportSummaryByContactedDate',
  'appointmentStatusReportDetailByContactedDate',
  'fetchAppointmentStatusDetail',
  'fetchHandoffAppointmentSummary',
  'fetchHandoffAppointmentDatewise',
  'fetchHandoffAppointmentDetail',
  'handoffAppointmentReportDetail',
  'fetchUnresponsiveAppointmentSummary',
  'fetchUnresponsiveAppointmentDatewise',
  'fetchUnresponsiveAppointmentDetail',
  'unresponsiveCheckinDetail',
  'fetchNraaAppointmentSummary',
  'fetchNraaAppointmentDatewise',
  'fetchNraaAppointmentDetail',
  'nraaCheckinDetail',
  'generateAgentReport',
  'sdcHandoffReport',
  'createReportTemplateMaster',
  'updateReportTemplateMaster',
];
