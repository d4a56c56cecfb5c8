import {
  APPOINTMENT_STATUS_REPORTS,
  CHECK_IN_FAMILIES,
  CHECK_IN_VIEWS,
  GM_REPORTS,
  LEAD_STATUS_REPORTS,
  RESPONSE_REPORTS,
  defaultReportFilter,
  type ReportFilter,
  type ReportTemplateMaster,
} from '@torque/domain';
import { InMemoryReportsGateway, fixedClock } from '@torque/domain/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { everyReport, reportsContract } from '../contract-suites/reports.suite.js';
import type { ContractCall } from '../test/contract-fetch.js';
import { fromResult, opsHarness, type OpsHarness, type Route, type Routes } from '../test/ops-harness.js';
import { HttpReportsGateway } from './reports.http.js';

const CHECK_IN_DETAIL_IDS = {
  handoff: 'handoffAppointmentReportDetail',
  unresponsive: 'unresponsiveCheckinDetail',
  nraa: 'nraaCheckinDetail',
};
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const APPOINTMENT_STATUS_IDS = {
  summary: 'appointmentStatusReportSummary',
  detail: 'appointmentStatusReportDetail',
  'summary-v2': 'appointmentStatusReportSummaryV2',
  'detail-v2': 'appointmentStatusReportDetailV2',
  'summary-by-contacted-date': 'appointmentStatusReportSummaryByContactedDate',
  'detail-by-contacted-date': 'appointmentStatusReportDetailByContactedDate',
  'status-detail': 'fetchAppointmentStatusDetail',
} as const;
const RESPONSE_IDS = {
  'no-show': 'noShowReport',
  'no-response-list': 'noResponseReport',
  'optout-response-list': 'optOutReport',
  responseCount: 'responseCountReport',
  responseInsight: 'responseInsightReport',
  messageResponseDetails: 'messageResponseDetailsReport',
  summaryReport: 'summaryReport',
  'by-date': 'byDateReport',
  'assistant-accuracy': 'assistantAccuracyReport',
  satisfaction: 'satisfactionReport',
  'satisfaction-details': 'satisfactionDetailsReport',
} as const;
const GM_IDS = {
  'handoff-type': 'gmHandoffTypeReport',
  responseInsight: 'gmResponseInsightReport',
  firstResponse: 'gmFirstResponseReport',
} as const;

function reportRoutes(server: InMemoryReportsGateway): Routes {
  const filter = (call: ContractCall) => call.body as ReportFilter;
  const entries: [string, Route][] = [
    ...LEAD_STATUS_REPORTS.map((r): [string, Route] => [
      r,
      async (call) => fromResult(await server.leadStatus(r, filter(call))),
    ]),
    ['leadStatusReportByMonth', async (call) => fromResult(await server.leadStatusByMonth(filter(call)))],
    ...RESPONSE_REPORTS.map((r): [string, Route] => [
      RESPONSE_IDS[r],
      async (call) => fromResult(await server.responses(r, filter(call))),
    ]),
    ['funnelCounts', async (call) => fromResult(await server.funnelCounts(filter(call)))],
    ...GM_REPORTS.map((r): [string, Route] => [
      GM_IDS[r],
      async (call) => fromResult(await server.gm(r, filter(call))),
    ]),
    ['loginActivityReport', async (call) => fromResult(await server.loginActivity(filter(call)))],
    ['logMessagesReport', async (call) => fromResult(await server.logMessages(filter(call)))],
    ...APPOINTMENT_STATUS_REPORTS.map((r): [string, Route] => [
      APPOINTMENT_STATUS_IDS[r],
      async (call) => fromResult(await server.appointmentStatus(r, filter(call))),
    ]),
    ...CHECK_IN_FAMILIES.flatMap((family) =>
      CHECK_IN_VIEWS.map((view): [string, Route] => [
        view === 'checkin-detail'
          ? CHECK_IN_DETAIL_IDS[family]
          : `fetch${capital(family)}Appointment${capital(view)}`,
        async (call) => fromResult(await server.checkIns(family, view, filter(call))),
      ]),
    ),
    [
      'generateAgentReport',
      async (call) => fromResult(await server.lisa('generate-agent-report', filter(call))),
    ],
    ['sdcHandoffReport', async (call) => fromResult(await server.lisa('sdc-handoff-report', filter(call)))],
    [
      'createReportTemplateMaster',
      async (call) => fromResult(await server.saveTemplateMaster(call.body as ReportTemplateMaster)),
    ],
    [
      'updateReportTemplateMaster',
      async (call) => fromResult(await server.saveTemplateMaster(call.body as ReportTemplateMaster)),
    ],
  ];
  return Object.fromEntries(entries);
}

let harness: OpsHarness | undefined;
function subject(server: InMemoryReportsGateway) {
  harness = opsHarness(reportRoutes(server));
  return { gateway: new HttpReportsGateway(harness.api, harness.options), harness };
}
afterEach(() => {
  expect(harness?.double.violations).toEqual([]);
  harness = undefined;
});

reportsContract(subject);

describe('HttpReportsGateway on the wire', () => {
  it('reaches all 45 report operations, each with the filter as its body', async () => {
    const { gateway, harness: h } = subject(new InMemoryReportsGateway());
    const filter = defaultReportFilter({ enterpriseId: 4, clock: fixedClock('2025-03-14T16:00:00Z') });
    for (const [, run] of everyReport(gateway)) await run();
    await gateway.leadStatusByMonth(filter);
    await gateway.funnelCounts(filter);
    await gateway.saveTemplateMaster({ name: 'New' });
    await gateway.saveTemplateMaster({ id: 1, name: 'Renamed' });
    expect(new Set(h.operationIds()).size).toBe(45);
    const filters = h.double.calls.filter((call) => !call.operationId.includes('TemplateMaster'));
    expect(filters.every((call) => (call.body as ReportFilter).storeIds.join() === '3,8')).toBe(true);
  });

  it('never sends a refused filter, and reads a malformed answer by its field', async () => {
    const { gateway, harness: h } = subject(new InMemoryReportsGateway());
    const filter = {
      enterpriseId: 2,
      bocIds: [2],
      storeIds: [3],
      serviceTypes: [],
      startDate: '2025-03-01',
      endDate: '2025-03-07',
    };
    await gateway.loginActivity({ ...filter, endDate: 'soon' });
    expect(h.double.calls).toEqual([]);
    h.raw(200, { CONTACTED: 1, RESPONDED: 'x', ENGAGED: 0, APPT_BOOKING: 0 });
    const malformed = await gateway.funnelCounts(filter);
    expect(malformed.ok ? '' : malformed.error.message).toContain('(RESPONDED)');
  });
});
