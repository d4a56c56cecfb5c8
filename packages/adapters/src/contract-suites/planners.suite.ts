import {
  INCONSISTENT_DATA,
  OPTED_OUT_MESSAGE,
  PLANNER_RUNS,
  firstInteractionRequest,
  hondaServicePassRequest,
  plannerSearchPayload,
  type PlannerGateway,
  type PlannerRow,
} from '@torque/domain';
import { InMemoryPlannerGateway, sampleLead, serverRejection } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';

/** The port over a server that is the in-memory planner fake (the fake itself, or HTTP routed to it). */
export type PlannerSubject = { readonly gateway: PlannerGateway };

export const plannerRow = (cust_no: string, extra: Partial<PlannerRow> = {}): PlannerRow => ({
  cust_no,
  vehicleId: Number(cust_no),
  reason: `Customer ${cust_no}'s vehicle is due`,
  optedOut: false,
  vin: `VIN${cust_no}`.padEnd(17, '0'),
  plannedServiceType: 'OIL_CHANGE_10K',
  customerName: `Customer ${cust_no}`,
  ...extra,
});

const search = (extra: Parameters<typeof plannerSearchPayload>[0] = { size: 50 }) =>
  plannerSearchPayload(extra);

export function plannersContract(makeSubject: (server: InMemoryPlannerGateway) => PlannerSubject): void {
  describe('PlannerGateway contract', () => {
    it('each GET planner answers its own predicted rows in the list envelope', async () => {
      const server = new InMemoryPlannerGateway();
      PLANNER_RUNS.forEach((run, index) => server.setRows(run, [plannerRow(String(100 + index))]));
      const { gateway } = makeSubject(server);
      for (const [index, run] of PLANNER_RUNS.entries()) {
        const page = await gateway.run(run, search());
        expect(page).toMatchObject({
          ok: true,
          value: { total: 1, page: 0, data: [{ cust_no: String(100 + index) }] },
        });
      }
    });

    it('narrows a run to one customer number and pages zero-based', async () => {
      const server = new InMemoryPlannerGateway();
      server.setRows(
        '10K',
        ['1', '2', '3', '2'].map((no, i) => plannerRow(no, { mileage: i })),
      );
      const { gateway } = makeSubject(server);
      const one = await gateway.run('10K', search({ customerNo: ' 2 ', size: 1, page: 1 }));
      expect(one).toMatchObject({
        ok: true,
        value: { total: 2, size: 1, page: 1, data: [{ cust_no: '2', mileage: 3 }] },
      });
    });

    it('a transfer answers the rows as transferred, and they stay so', async () => {
      const server = new InMemoryPlannerGateway();
      server.setRows('honda-service-pass', [plannerRow('7')]);
      const { gateway } = makeSubject(server);
      const moved = await gateway.runHondaServicePass(
        hondaServicePassRequest(search({ size: 10, transfer: true })),
      );
      expect(moved.ok && moved.value.data.map((row) => row.transferred)).toEqual([true]);
      const again = await gateway.runHondaServicePass(hondaServicePassRequest(search()));
      expect(again.ok && again.value.data[0]?.transferred).toBe(true);
    });

    it('runs the POSTed planners: Honda old model, first interaction, state inspection and the audit', async () => {
      const server = new InMemoryPlannerGateway();
      server.setRows('honda-old-model', [plannerRow('1')]);
      server.setRows('first-interaction', [plannerRow('2')]);
      server.setRows('state-inspection', [plannerRow('3')]);
      server.setRows('audit', [plannerRow('4')]);
      const { gateway } = makeSubject(server);
      const numbers = async (answer: ReturnType<PlannerGateway['audit']>) => {
        const page = await answer;
        return page.ok ? page.value.data.map((row) => row.cust_no) : page.error.message;
      };
      expect(await numbers(gateway.runHondaOldModel(search()))).toEqual(['1']);
      expect(await numbers(gateway.runFirstInteraction(firstInteractionRequest({ boc: 2 })))).toEqual(['2']);
      expect(await numbers(gateway.runStateInspection({ bocId: 2, storeId: 3 }, search()))).toEqual(['3']);
      expect(await numbers(gateway.audit(search()))).toEqual(['4']);
    });

    it("transfers chosen rows into leads ('Successfully Transfered'), the same lead when asked again", async () => {
      const server = new InMemoryPlannerGateway();
      server.setRows('10K', [plannerRow('21'), plannerRow('22'), plannerRow('23')]);
      const { gateway } = makeSubject(server);
      const moved = await gateway.transfer({ run: '10K', vehicleIds: [21, 23], plannerDate: '30.11.2026' });
      expect(moved).toMatchObject({ ok: true, value: { message: 'Successfully Transfered' } });
      const ids = moved.ok ? moved.value.futureServiceInteractionIds : [];
      expect(new Set(ids).size).toBe(2);
      const again = await gateway.transfer({ run: '10K', vehicleIds: [23] });
      expect(again.ok && again.value.futureServiceInteractionIds).toEqual([ids[1]]);
      const unknown = await gateway.transfer({ run: '10K', vehicleIds: [99] });
      expect(unknown.ok ? undefined : unknown.error.status).toBe(404);
    });

    it('previews a bulk start: how many texts go and who is left out, and why', async () => {
      const server = new InMemoryPlannerGateway();
      server.setRows('10K', [
        plannerRow('31', { futureServiceInteractionId: 310 }),
        plannerRow('32', { futureServiceInteractionId: 320, optedOut: true }),
      ]);
      server.starts.holdUntil('2026-11-25T13:00:00.000Z');
      const { gateway } = makeSubject(server);
      const shown = await gateway.previewBulkStart([310, 320]);
      expect(shown).toEqual({
        ok: true,
        value: {
          willText: 1,
          scheduledFor: '2026-11-25T13:00:00.000Z',
          sampleText: expect.stringContaining('Customer 31'),
          excluded: [
            { futureServiceInteractionId: 320, customerName: 'Customer 32', reason: OPTED_OUT_MESSAGE },
          ],
        },
      });
      const unknown = await gateway.previewBulkStart([777]);
      expect(unknown.ok ? undefined : unknown.error.status).toBe(404);
    });

    it('refuses a search whose date is not DD.MM.YYYY, naming the field', async () => {
      const { gateway } = makeSubject(new InMemoryPlannerGateway());
      const refused = await gateway.run('5K', { ...search(), soldDate: '2025-03-14' });
      expect(refused.ok ? undefined : refused.error).toMatchObject({
        code: 'INVALID_REQUEST',
        tone: 'warning',
      });
      expect(refused.ok ? '' : refused.error.message).toContain('soldDate');
    });

    it('keeps definitions: a new one gets an id, and the list shows it', async () => {
      const { gateway } = makeSubject(new InMemoryPlannerGateway());
      const saved = await gateway.saveDefinition({
        serviceType: 'OIL_CHANGE_15K',
        minimumDays: 30,
        maximumDays: 60,
      });
      expect(saved).toMatchObject({ ok: true, value: { id: 1, serviceType: 'OIL_CHANGE_15K' } });
      const list = await gateway.definitions(1);
      expect(list.ok && list.value.data).toEqual([
        { id: 1, serviceType: 'OIL_CHANGE_15K', minimumDays: 30, maximumDays: 60 },
      ]);
    });

    it('e-mails the alert and lists leads by response time', async () => {
      const server = new InMemoryPlannerGateway();
      server.setResponseTimeLeads([sampleLead()]);
      const { gateway } = makeSubject(server);
      expect((await gateway.emailPlannerAlert(search())).ok).toBe(true);
      const leads = await gateway.leadsByResponseTime({ mrtTime: 15, page: 0, size: 10 });
      expect(leads).toMatchObject({ ok: true, value: { total: 1, data: [{ id: sampleLead().id }] } });
    });

    it("gives a refusal in the server's words, and a server error as 'Inconsistent data'", async () => {
      const server = new InMemoryPlannerGateway();
      const { gateway } = makeSubject(server);
      server.failNext('run', serverRejection(400, 'Store is not configured for planners'));
      expect(await gateway.run('25K', search())).toEqual({
        ok: false,
        error: serverRejection(400, 'Store is not configured for planners'),
      });
      server.failNext('definitions', serverRejection(500, 'boom'));
      const failed = await gateway.definitions();
      expect(failed.ok ? undefined : failed.error).toMatchObject({
        message: INCONSISTENT_DATA,
        tone: 'danger',
      });
    });
  });
}
