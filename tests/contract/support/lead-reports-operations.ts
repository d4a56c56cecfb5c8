/**
 * The report operations lead-reports.contract.test.ts exercises against the contract (issue 18: lead
 * status, monthly interaction, responses, funnel, GM hand-offs, sign-ins and log messages).
 * server-contract.test.ts leaves them to that file.
 */
export const LEAD_REPORTS_OPERATIONS: readonly string[] = [
  'leadStatusReport',
  'leadStatusReportPlanned',
  'leadStatusReportByDate',
  'leadStatusReportByMonth',
  'leadStatusReportDetails',
  'noShowReport',
  'noResponseReport',
  'optOutReport',
  'responseCountReport',
  'responseInsightReport',
  'messageResponseDetailsReport',
  'summaryReport',
  'assistantAccuracyReport',
  'satisfactionReport',
  'satisfactionDetailsReport',
  'funnelCounts',
  'byDateReport',
  'gmHandoffTypeReport',
  'gmResponseInsightReport',
  'gmFirstResponseReport',
  'loginActivityReport',
  'logMessagesReport',
];
