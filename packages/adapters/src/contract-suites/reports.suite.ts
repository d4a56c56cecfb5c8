import {
  APPOINTMENT_STATUS_REPORTS,
  CHECK_IN_FAMILIES,
  CHECK_IN_VIEWS,
  GM_REPORTS,
  INCONSISTENT_DATA,
  LEAD_STATUS_REPORTS,
  LISA_REPORTS,
  RESPONSE_REPORTS,
  defaultReportFilter,
  type ReportsGateway,
} from '@torque/domain';
import { InMemoryReportsGateway, fixedClock, serverRejection, type ReportKey } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';

export type ReportsSubject = { readonly gateway: ReportsGateway };

const clock = fixedClock('2025-03-14T16:00:00Z');
const filter = defaultReportFilter({ enterpriseId: 1, clock });

/** Every report the port reaches, with the key the server keeps its rows under. */
export const everyReport = (gateway: ReportsGateway) =>
  [
    ...LEAD_STATUS_REPORTS.map((r) => [`leadStatus:${r}`, () => gateway.leadStatus(r, filter)] as const),
    ...RESPONSE_REPORTS.map((r) => [`responses:${r}`, () => gateway.responses(r, filter)] as const),
    ...GM_REPORTS.map((r) => [`gm:${r}`, () => gateway.gm(r, filter)] as const),
    ['loginActivity', () => gateway.loginActivity(filter)] as const,
    ['logMessages', () => gateway.logMessages(filter)] as const,
    ...APPOINTMENT_STATUS_REPORTS.map(
      (r) => [`appointmentStatus:${r}`, () => gateway.appointmentStatus(r, filter)] as const,
    ),
    ...CHECK_IN_FAMILIES.flatMap((family) =>
      CHECK_IN_VIEWS.map(
        (view) => [`checkIns:${family}:${view}`, () => gateway.checkIns(family, view, filter)] as const,
      ),
    ),
    ...LISA_REPORTS.map((r) => [`lisa:${r}`, () => gateway.lisa(r, filter)] as const),
  ] satisfies readonly (readonly [ReportKey, () => unknown])[];

export function reportsContract(makeSubject: (server: InMemoryReportsGateway) => ReportsSubject): void {
  describe('ReportsGateway contract', () => {
    it('sends the default filter as spec 2 §9 builds it: BOCs 2 and 3, stores 3 and 8, the last 7 days, demoFlag for enterprise 1', async () => {
      const server = new InMemoryReportsGateway();
      const { gateway } = makeSubject(server);
      expect((await gateway.leadStatus('leadStatusReport', filter)).ok).toBe(true);
      const unresponsive = defaultReportFilter({
        enterpriseId: 5,
        clock,
        kind: 'unresponsive-leads',
        storeIds: [9],
      });
      expect((await gateway.checkIns('unresponsive', 'summary', unresponsive)).ok).toBe(true);
      expect(server.filters).toEqual([
        {
          enterpriseId: 1,
          bocIds: [2, 3],
          storeIds: [3, 8],
          serviceTypes: [],
          startDate: '2025-03-07',
          endDate: '2025-03-14',
          demoFlag: true,
        },
        {
          enterpriseId: 5,
          bocIds: [2, 3],
          storeIds: [9],
          serviceTypes: [],
          startDate: '2025-03-13',
          endDate: '2025-03-14',
          demoFlag: false,
        },
      ]);
    });

    it('each report answers its own rows, those of the chosen stores and dates', async () => {
      const server = new InMemoryReportsGateway();
      const { gateway } = makeSubject(server);
      const reports = everyReport(gateway);
      for (const [key] of reports) {
        server.setRows(key, [
          { report: key, storeId: 3, date: '2025-03-10' },
          { report: key, storeId: 5 },
          { report: key, date: '2025-02-01' },
        ]);
      }
      for (const [key, run] of reports) {
        expect(await run()).toMatchObject({
          ok: true,
          value: { total: 1, data: [{ report: key, storeId: 3 }] },
        });
      }
    });

    it('answers the monthly interaction rows and the funnel counts', async () => {
      const server = new InMemoryReportsGateway();
      const counts = { CONTACTED: 10, RESPONDED: 4, ENGAGED: 3, APPT_BOOKING: 2 };
      server.setFunnelCounts(counts);
      const month = {
        reportMonth: 'Mar, 2025',
        customerType: 'ALL',
        spaSS: 1,
        spaAS: 0,
        spaXX: 0,
        contactLater: 2,
        noResponse: 3,
        appointments: 4,
        noLongerOwn: 0,
        preferAlternateLocation: 0,
        vehicleIssue: 0,
        tagUpdate: 0,
        wrongNumber: 0,
        longDistance: 0,
        apptScheduledAlready: 0,
        salesInq: 0,
        customerQuestion: 0,
        customerComplaint: 0,
        misc: 0,
        followUp: 1,
        optOut: 0,
        unclassified: 5,
      };
      server.setMonthlyRows([month]);
      const { gateway } = makeSubject(server);
      expect(await gateway.funnelCounts(filter)).toEqual({ ok: true, value: counts });
      expect(await gateway.leadStatusByMonth(filter)).toMatchObject({ ok: true, value: { data: [month] } });
    });

    it('refuses a filter whose dates are not YYYY-MM-DD before the server sees it', async () => {
      const server = new InMemoryReportsGateway();
      const { gateway } = makeSubject(server);
      const refused = await gateway.responses('no-show', { ...filter, startDate: '07.03.2025' });
      expect(refused.ok ? undefined : refused.error).toMatchObject({
        code: 'INVALID_REQUEST',
        tone: 'warning',
      });
      expect(refused.ok ? '' : refused.error.message).toContain('startDate');
      expect(server.filters).toEqual([]);
    });

    it('adds a template-master record, then updates it; an unknown one is a 404', async () => {
      const { gateway } = makeSubject(new InMemoryReportsGateway());
      const added = await gateway.saveTemplateMaster({ name: 'Weekly GM', columns: ['CONTACTED'] });
      expect(added).toMatchObject({ ok: true, value: { id: 1, name: 'Weekly GM' } });
      expect(await gateway.saveTemplateMaster({ id: 1, name: 'Weekly GM v2' })).toMatchObject({
        ok: true,
        value: { id: 1, name: 'Weekly GM v2' },
      });
      const unknown = await gateway.saveTemplateMaster({ id: 9, name: 'Lost' });
      expect(unknown.ok ? undefined : unknown.error.status).toBe(404);
    });

    it("reads a server error as 'Inconsistent data in request. Please check data'", async () => {
      const server = new InMemoryReportsGateway();
      const { gateway } = makeSubject(server);
      server.failNext('gm', serverRejection(500, 'boom'));
      const failed = await gateway.gm('firstResponse', filter);
      expect(failed.ok ? undefined : failed.error).toMatchObject({
        message: INCONSISTENT_DATA,
        tone: 'danger',
      });
    });
  });
}
