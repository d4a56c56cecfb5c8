import { HANDOFF_OUTCOME_LABELS } from '../../catalog/handoff-outcome.js';
import type { ReportColumn, ReportDefinition } from '../report-definition.js';

/**
 * The /api/lisa appointment-status, hand-off, unresponsive and NRAA check-in, agent and SDC reports.
 * What each figure counts is told beside its SQL (packages/server/src/reports/appointments); in short:
 * - appointment status: appointments (not deleted) on their local day, counted per status; the
 *   contacted-date variants count the appointments booked after a lead's first text, on that day;
 * - hand-off appointments: leads handed off on the day, and the appointments booked after it;
 * - unresponsive check-ins: repair orders opened for an appointment by customers we had texted and
 *   who never answered; NRAA ("no response at all"): the same customers walking in without one;
 * - agent report: per staff member; SDC hand-off report: per store, the outcome of each hand-off.
 */

const text = (key: string, header: string): ReportColumn => ({ key, header, kind: 'text' });
const count = (key: string, header: string): ReportColumn => ({ key, header, kind: 'count' });
const date = (key: string, header: string): ReportColumn => ({ key, header, kind: 'date' });

const STORE = [text('storeId', 'Store ID'), text('storeName', 'Store')];
const DAY = date('day', 'Date');
const LEAD = [text('leadId', 'Lead'), text('customerName', 'Customer'), text('storeName', 'Store')];

const STATUS_COUNTS = [
  count('total', 'Appointments'),
  count('booked', 'Booked'),
  count('shown', 'Show'),
  count('completed', 'Completed'),
  count('noShow', 'No-show'),
  count('cancelled', 'Cancelled'),
  // Issue 34: how they were booked.
  count('byStaff', 'By staff'),
  count('byAssistant', 'By assistant'),
  count('byCustomerLink', 'By customer link'),
];
const STATUS_SERIES = ['booked', 'shown', 'completed', 'noShow', 'cancelled'];
const APPOINTMENT = [
  ...LEAD,
  date('appointmentAt', 'Appointment'),
  text('advisorName', 'Advisor'),
  text('status', 'Status'),
  text('source', 'Booked through'),
  text('serviceType', 'Service type'),
];
const CONTACT = [date('contactedOn', 'First texted'), date('bookedAt', 'Booked on')];

const HANDOFF_COUNTS = [
  count('handoffs', 'Hand-offs'),
  count('appointments', 'Appointments'),
  count('shown', 'Showed'),
];
const HANDOFF = [text('handOffType', 'Hand-off'), date('handedOffAt', 'Handed off')];
const CHECK_IN_COUNTS = [count('checkIns', 'Check-ins'), count('textsSent', 'Texts sent before')];
const UNANSWERED = [count('textsSent', 'Texts sent'), date('lastTextedAt', 'Last texted')];
const ORDER = [
  ...LEAD,
  text('roNumber', 'RO'),
  date('checkedInAt', 'Checked in'),
  text('advisorName', 'Advisor'),
  text('roStatus', 'RO status'),
];

const bars = (category: string, series: readonly string[]) => ({ kind: 'bar' as const, category, series });

/** The three views of a check-in family; `id` is unresponsive or nraa. */
function checkInReports(
  id: 'unresponsive' | 'nraa',
  title: string,
  operation: 'Unresponsive' | 'Nraa',
  leadColumns: readonly ReportColumn[],
): ReportDefinition[] {
  const kind = id === 'unresponsive' ? ({ kind: 'unresponsive-leads' } as const) : {};
  const lower = operation === 'Unresponsive' ? 'unresponsive' : 'nraa';
  return [
    {
      id: `${id}-checkin-summary`,
      group: 'Check-ins',
      title: `${title} check-ins`,
      operationId: `fetch${operation}AppointmentSummary`,
      columns: [...STORE, ...CHECK_IN_COUNTS],
      chart: bars('storeName', ['checkIns']),
      drillDownTo: `${id}-checkin-detail`,
      ...kind,
    },
    {
      id: `${id}-checkin-datewise`,
      group: 'Check-ins',
      title: `${title} check-ins by date`,
      operationId: `fetch${operation}AppointmentDatewise`,
      columns: [DAY, ...CHECK_IN_COUNTS],
      chart: bars('day', ['checkIns']),
      drillDownTo: `${id}-checkin-detail`,
      ...kind,
    },
    {
      id: `${id}-appointment-detail`,
      group: 'Check-ins',
      title: `${title} check-ins: leads`,
      operationId: `fetch${operation}AppointmentDetail`,
      columns: [...LEAD, ...leadColumns, ...UNANSWERED],
      ...kind,
    },
    {
      id: `${id}-checkin-detail`,
      group: 'Check-ins',
      title: `${title} check-ins: repair orders`,
      operationId: `${lower}CheckinDetail`,
      columns: ORDER,
      ...kind,
    },
  ];
}

export const APPOINTMENT_REPORTS: readonly ReportDefinition[] = [
  {
    id: 'appointment-status-summary',
    group: 'Appointments',
    title: 'Appointment status',
    operationId: 'appointmentStatusReportSummary',
    columns: [...STORE, ...STATUS_COUNTS],
    chart: bars('storeName', STATUS_SERIES),
    drillDownTo: 'appointment-status-detail',
  },
  {
    id: 'appointment-status-detail',
    group: 'Appointments',
    title: 'Appointment status detail',
    operationId: 'appointmentStatusReportDetail',
    columns: APPOINTMENT,
  },
  {
    id: 'appointment-status-summary-v2',
    group: 'Appointments',
    title: 'Appointment status by date',
    operationId: 'appointmentStatusReportSummaryV2',
    columns: [DAY, ...STORE, ...STATUS_COUNTS],
    chart: bars('day', STATUS_SERIES),
    drillDownTo: 'appointment-status-detail-v2',
  },
  {
    id: 'appointment-status-detail-v2',
    group: 'Appointments',
    title: 'Appointment status detail (v2)',
    operationId: 'appointmentStatusReportDetailV2',
    columns: [...APPOINTMENT, ...CONTACT],
  },
  {
    id: 'appointment-status-by-contacted-date',
    group: 'Appointments',
    title: 'Appointment status by contacted date',
    operationId: 'appointmentStatusReportSummaryByContactedDate',
    columns: [DAY, ...STORE, ...STATUS_COUNTS],
    chart: bars('day', STATUS_SERIES),
    drillDownTo: 'appointment-status-detail-by-contacted-date',
  },
  {
    id: 'appointment-status-detail-by-contacted-date',
    group: 'Appointments',
    title: 'Appointment status detail by contacted date',
    operationId: 'appointmentStatusReportDetailByContactedDate',
    columns: [...APPOINTMENT, ...CONTACT],
  },
  {
    id: 'appointment-status-shares',
    group: 'Appointments',
    title: 'Appointment status shares',
    operationId: 'fetchAppointmentStatusDetail',
    columns: [
      text('label', 'Status'),
      count('appointments', 'Appointments'),
      { key: 'percent', header: 'Share %', kind: 'percent' },
      text('status', 'Code'),
    ],
    chart: { kind: 'donut', category: 'label', value: 'appointments' },
    drillDownTo: 'appointment-status-detail',
  },
  {
    id: 'handoff-appointment-summary',
    group: 'Appointments',
    title: 'Hand-off appointments',
    operationId: 'fetchHandoffAppointmentSummary',
    columns: [...STORE, ...HANDOFF_COUNTS],
    chart: bars('storeName', ['handoffs', 'appointments', 'shown']),
    drillDownTo: 'handoff-appointment-report-detail',
  },
  {
    id: 'handoff-appointment-datewise',
    group: 'Appointments',
    title: 'Hand-off appointments by date',
    operationId: 'fetchHandoffAppointmentDatewise',
    columns: [DAY, ...HANDOFF_COUNTS],
    chart: bars('day', ['handoffs', 'appointments', 'shown']),
    drillDownTo: 'handoff-appointment-report-detail',
  },
  {
    id: 'handoff-appointment-detail',
    group: 'Appointments',
    title: 'Hand-off appointments: appointments',
    operationId: 'fetchHandoffAppointmentDetail',
    columns: [
      ...LEAD,
      ...HANDOFF,
      date('appointmentAt', 'Appointment'),
      text('advisorName', 'Advisor'),
      text('status', 'Status'),
      text('source', 'Booked through'),
      text('shown', 'Showed'),
    ],
  },
  {
    id: 'handoff-appointment-report-detail',
    group: 'Appointments',
    title: 'Hand-off appointments: hand-offs',
    operationId: 'handoffAppointmentReportDetail',
    columns: [
      ...LEAD,
      ...HANDOFF,
      count('appointments', 'Appointments'),
      date('firstAppointmentAt', 'First appointment'),
    ],
  },
  ...checkInReports('unresponsive', 'Unresponsive', 'Unresponsive', [
    date('appointmentAt', 'Appointment'),
    text('source', 'Booked through'),
    text('status', 'Status'),
  ]),
  ...checkInReports('nraa', 'NRAA', 'Nraa', [
    text('serviceType', 'Service type'),
    date('checkedInAt', 'Checked in'),
  ]),
  {
    id: 'agent-report',
    group: 'Activity',
    title: 'Agent report',
    operationId: 'generateAgentReport',
    columns: [
      text('userId', 'User ID'),
      text('agentName', 'Agent'),
      count('textsSent', 'Texts sent'),
      count('conversations', 'Conversations'),
      count('handoffs', 'Hand-offs'),
      count('appointmentsBooked', 'Appointments booked'),
    ],
    chart: bars('agentName', ['textsSent', 'conversations', 'appointmentsBooked']),
  },
  {
    id: 'sdc-handoff-report',
    group: 'Activity',
    title: 'SDC hand-off report',
    operationId: 'sdcHandoffReport',
    columns: [
      ...STORE,
      count('handoffs', 'Hand-offs'),
      count('customerNotContacted', HANDOFF_OUTCOME_LABELS.CUSTOMER_NOT_CONTACTED),
      count('issueNotResolved', HANDOFF_OUTCOME_LABELS.ISSUE_NOT_RESOLVED),
      count('issueResolved', HANDOFF_OUTCOME_LABELS.ISSUE_RESOLVED),
      count('noResponse', HANDOFF_OUTCOME_LABELS.NO_RESPONSE),
    ],
    chart: bars('storeName', ['customerNotContacted', 'issueNotResolved', 'issueResolved', 'noResponse']),
    drillDownTo: 'handoff-appointment-report-detail',
  },
];
