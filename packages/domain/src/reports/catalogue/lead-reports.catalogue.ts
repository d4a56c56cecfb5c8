import { monthlyReportColumns } from '../monthly-interaction-report.js';
import type { ReportColumn, ReportDefinition } from '../report-definition.js';

const text = (key: string, header: string): ReportColumn => ({ key, header, kind: 'text' });
const date = (key: string, header: string): ReportColumn => ({ key, header, kind: 'date' });
const count = (key: string, header: string): ReportColumn => ({ key, header, kind: 'count' });
const percent = (key: string, header: string): ReportColumn => ({ key, header, kind: 'percent' });
const minutes = (key: string, header: string): ReportColumn => ({ key, header, kind: 'minutes' });

const LEAD = [count('leadId', 'Lead'), text('customerName', 'Customer')];
const STORE = [count('storeId', 'Store id'), text('storeName', 'Store')];
const DAY = date('day', 'Date');

/**
 * One count per lead stage (spec 2 §4), where the leads of a row stand now. Leads nobody has texted yet
 * are Not started, never Initiated (issue 30: an import no longer swells Initiated).
 */
const STAGES = [
  count('leads', 'Leads'),
  count('notStarted', 'Not started'),
  count('initiated', 'Initiated'),
  count('responded', 'Responded'),
  count('contacted', 'Contacted'),
  count('engaged', 'Engaged'),
  count('appointmentSet', 'Appointment set'),
  count('showOrNoShow', 'Show / no show'),
  count('carBoughtOrNotBought', 'Car bought / not bought'),
];
const STAGE_SERIES = STAGES.slice(1).map((column) => column.key);

const FUNNEL = [
  count('CONTACTED', 'CONTACTED'),
  count('RESPONDED', 'RESPONDED'),
  count('ENGAGED', 'ENGAGED'),
  count('APPT_BOOKING', 'APPT_BOOKING'),
];

/** The /api/report, /api/gm-reports, login-activity and log-message reports. */
export const LEAD_REPORTS: readonly ReportDefinition[] = [
  {
    id: 'lead-status',
    group: 'Leads',
    title: 'Lead status',
    operationId: 'leadStatusReport',
    columns: [...STORE, ...STAGES],
    chart: { kind: 'bar', category: 'storeName', series: STAGE_SERIES },
    drillDownTo: 'lead-status-details',
  },
  {
    id: 'lead-status-by-date',
    group: 'Leads',
    title: 'Lead status by date',
    operationId: 'leadStatusReportByDate',
    columns: [DAY, ...STAGES],
    chart: { kind: 'bar', category: 'day', series: STAGE_SERIES },
    drillDownTo: 'lead-status-details',
  },
  {
    id: 'lead-status-planned',
    group: 'Leads',
    title: 'Lead status (planned)',
    operationId: 'leadStatusReportPlanned',
    columns: [...STORE, text('serviceType', 'Service type'), ...STAGES],
    chart: { kind: 'bar', category: 'serviceType', series: STAGE_SERIES },
  },
  {
    id: 'lead-status-details',
    group: 'Leads',
    title: 'Lead status details',
    operationId: 'leadStatusReportDetails',
    columns: [
      ...LEAD,
      ...STORE,
      DAY,
      text('serviceType', 'Service type'),
      text('stage', 'Stage'),
      text('appointmentSet', 'Appointment set'),
      date('lastActivityAt', 'Last activity'),
    ],
  },
  {
    id: 'monthly-interaction',
    group: 'Leads',
    title: 'Monthly interaction report',
    operationId: 'leadStatusReportByMonth',
    // The base variant's columns; v2Version adds A-BKG-ERR, REQ-CALL and NOT-ENGAGED (spec 2 §9).
    columns: monthlyReportColumns('base').map((column) =>
      column.code === undefined ? text(column.field, column.header) : count(column.field, column.header),
    ),
    chart: {
      kind: 'bar',
      category: 'reportMonth',
      series: monthlyReportColumns('base')
        .filter((column) => column.code !== undefined)
        .map((column) => column.field),
    },
  },
  {
    id: 'funnel',
    group: 'Leads',
    title: 'Funnel',
    operationId: 'funnelCounts',
    columns: FUNNEL,
    chart: { kind: 'funnel' },
    drillDownTo: 'funnel-by-date',
  },
  {
    id: 'funnel-by-date',
    group: 'Leads',
    title: 'Funnel by date',
    operationId: 'byDateReport',
    columns: [
      // The day leads were first texted; the empty row reads 'No Data For The Duration Selected' here.
      text('day', 'Date'),
      ...FUNNEL,
      percent('REPONSE %', 'REPONSE %'),
      percent('CLOSURE RATE %', 'CLOSURE RATE %'),
      percent('RESPONSE TO APPT %', 'RESPONSE TO APPT %'),
    ],
    chart: { kind: 'line', category: 'day', series: FUNNEL.map((column) => column.key) },
    drillDownTo: 'response-details',
  },
  {
    id: 'summary',
    group: 'Leads',
    title: 'Summary',
    operationId: 'summaryReport',
    columns: [
      ...STORE,
      count('leadsTexted', 'Leads texted'),
      count('leadsReplied', 'Leads replied'),
      count('appointmentsBooked', 'Appointments booked'),
      count('optOuts', 'Opt-outs'),
      count('handOffs', 'Hand-offs'),
    ],
    chart: {
      kind: 'bar',
      category: 'storeName',
      series: ['leadsTexted', 'leadsReplied', 'appointmentsBooked', 'optOuts', 'handOffs'],
    },
    drillDownTo: 'response-details',
  },
  {
    id: 'no-show',
    group: 'Leads',
    title: 'No-show',
    operationId: 'noShowReport',
    columns: [
      ...LEAD,
      ...STORE,
      DAY,
      date('appointmentAt', 'Appointment'),
      text('serviceType', 'Service type'),
    ],
  },
  {
    id: 'response-count',
    group: 'Responses',
    title: 'Response count',
    operationId: 'responseCountReport',
    columns: [
      DAY,
      count('textsSent', 'Texts sent'),
      count('repliesReceived', 'Replies received'),
      count('leadsTexted', 'Leads texted'),
      count('leadsReplied', 'Leads replied'),
    ],
    chart: { kind: 'bar', category: 'day', series: ['textsSent', 'repliesReceived'] },
    drillDownTo: 'response-details',
  },
  {
    id: 'response-insight',
    group: 'Responses',
    title: 'Response insight',
    operationId: 'responseInsightReport',
    columns: [
      text('label', 'Code'),
      text('meaning', 'Meaning'),
      count('replies', 'Replies'),
      count('leads', 'Leads'),
      text('code', 'Stored code'),
    ],
    chart: { kind: 'donut', category: 'label', value: 'replies' },
    drillDownTo: 'response-details',
  },
  {
    id: 'response-details',
    group: 'Responses',
    title: 'Message response details',
    operationId: 'messageResponseDetailsReport',
    columns: [
      ...LEAD,
      ...STORE,
      DAY,
      date('receivedAt', 'Received'),
      text('code', 'Code'),
      text('message', 'Message'),
    ],
  },
  {
    id: 'no-response',
    group: 'Responses',
    title: 'No response',
    operationId: 'noResponseReport',
    columns: [
      ...LEAD,
      ...STORE,
      DAY,
      date('textedAt', 'First texted'),
      count('textsSent', 'Texts sent'),
      text('serviceType', 'Service type'),
    ],
  },
  {
    id: 'opt-out',
    group: 'Responses',
    title: 'Opt-out',
    operationId: 'optOutReport',
    columns: [
      ...LEAD,
      text('phone', 'Phone'),
      ...STORE,
      DAY,
      date('optedOutAt', 'Opted out'),
      text('source', 'How'),
      text('text', 'Words'),
    ],
  },
  {
    // Issue 31: staff's checks in Show Intents measure the assistant week by week.
    id: 'assistant-accuracy',
    group: 'Responses',
    title: 'Assistant accuracy',
    operationId: 'assistantAccuracyReport',
    columns: [
      date('week', 'Week of'),
      count('checked', 'Replies checked'),
      count('agreed', 'Staff agreed'),
      count('corrected', 'Staff corrected'),
      percent('agreementRate', 'Agreement %'),
    ],
    chart: { kind: 'line', category: 'week', series: ['agreementRate'] },
  },
  {
    // Issue 34: every visit ends with a thank-you asking 1 to 5; its answers per week, store and advisor.
    id: 'satisfaction',
    group: 'Responses',
    title: 'Satisfaction',
    operationId: 'satisfactionReport',
    columns: [
      date('week', 'Week of'),
      text('advisorName', 'Advisor'),
      ...STORE,
      count('asked', 'Thank-yous sent'),
      count('answered', 'Answered'),
      percent('responseRate', 'Response %'),
      minutes('averageScore', 'Average score'),
      count('low', 'Scores 1–3 and complaints'),
      count('high', 'Scores 4–5'),
    ],
    chart: { kind: 'bar', category: 'week', series: ['low', 'high'] },
    drillDownTo: 'satisfaction-details',
  },
  {
    id: 'satisfaction-details',
    group: 'Responses',
    title: 'Satisfaction answers',
    operationId: 'satisfactionDetailsReport',
    columns: [
      ...LEAD,
      ...STORE,
      text('advisorName', 'Advisor'),
      text('roNumber', 'Repair order'),
      DAY,
      date('askedAt', 'Asked'),
      date('answeredAt', 'Answered'),
      count('score', 'Score'),
      text('answer', 'Customer wrote'),
      text('outcome', 'What followed'),
    ],
  },
  {
    id: 'gm-handoff-type',
    group: 'GM hand-offs',
    title: 'GM hand-off type',
    operationId: 'gmHandoffTypeReport',
    columns: [text('label', 'Hand-off'), count('leads', 'Leads'), text('handOffType', 'Kind')],
    chart: { kind: 'donut', category: 'label', value: 'leads' },
    drillDownTo: 'gm-response-insight',
  },
  {
    id: 'gm-response-insight',
    group: 'GM hand-offs',
    title: 'GM response insight',
    operationId: 'gmResponseInsightReport',
    columns: [
      ...LEAD,
      ...STORE,
      DAY,
      date('handedOffAt', 'Handed off'),
      text('handOffType', 'Kind'),
      text('replyCode', 'Reply code'),
      text('lastReply', 'Last reply'),
    ],
  },
  {
    id: 'gm-first-response',
    group: 'GM hand-offs',
    title: 'First response',
    operationId: 'gmFirstResponseReport',
    columns: [
      DAY,
      count('leadsTexted', 'Leads texted'),
      count('leadsReplied', 'Leads replied'),
      minutes('averageMinutes', 'Average minutes to first reply'),
      minutes('medianMinutes', 'Median minutes to first reply'),
    ],
    chart: { kind: 'line', category: 'day', series: ['averageMinutes', 'medianMinutes'] },
    drillDownTo: 'response-details',
  },
  {
    id: 'login-activity',
    group: 'Activity',
    title: 'Login activity',
    operationId: 'loginActivityReport',
    columns: [
      count('userId', 'User id'),
      text('userName', 'User'),
      text('email', 'E-mail'),
      text('role', 'Role'),
      text('storeName', 'Store'),
      count('signIns', 'Sign-ins'),
      count('activeDays', 'Days active'),
      date('lastSignInAt', 'Last sign-in'),
    ],
    chart: { kind: 'bar', category: 'userName', series: ['signIns'] },
  },
  {
    id: 'log-messages',
    group: 'Activity',
    title: 'Log messages',
    operationId: 'logMessagesReport',
    columns: [
      ...LEAD,
      ...STORE,
      DAY,
      date('createdAt', 'Written'),
      text('outcome', 'Outcome'),
      text('validLogMode', 'Valid'),
      text('message', 'Message'),
    ],
  },
];
