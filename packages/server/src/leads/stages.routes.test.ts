import type { Role } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../http/contract.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

type Lead = { id: number; customerId: number; vehicleId: number; storeId: number };

describe('lead stages, the vehicle record and reading marks (issue 14)', () => {
  let server: TestServer;
  let lead: Lead;
  let otherStoreLead: Lead;
  beforeAll(async () => {
    server = await startTestServer();
    const leads = await server.db.query<Lead>(
      `SELECT DISTINCT ON (store_id) id, customer_id AS "customerId", vehicle_id AS "vehicleId", store_id AS "storeId"
         FROM future_service_interaction ORDER BY store_id, id`,
    );
    lead = leads.find((row) => row.storeId === 1)!;
    otherStoreLead = leads.find((row) => row.storeId !== 1)!;
  });
  afterAll(() => server.close());

  const call = async (role: Role, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: await server.signIn(role), ...(payload ? { payload } : {}) });
  const track = (body: object, role: Role = 'SUPER_USER') =>
    call(role, 'POST', '/api/future-service-interaction/leadManager/tracker', body);
  const stageOf = async (id: number) =>
    (
      await server.db.query<{ stage: string; outcome_reason: string | null }>(
        'SELECT stage, outcome_reason FROM future_service_interaction WHERE id = $1',
        [id],
      )
    )[0];

  describe('stages and outcome reasons (spec 2 §4)', () => {
    it('moves a lead and takes a reason its stage allows, which the lead then carries', async () => {
      expect((await track({ id: lead.id, stage: 'SHOW_OR_NO_SHOW', reason: 'NO_SHOW' })).statusCode).toBe(
        200,
      );
      expect(await stageOf(lead.id)).toEqual({ stage: 'SHOW_OR_NO_SHOW', outcome_reason: 'NO_SHOW' });
      const found = (
        await call(
          'SUPER_USER',
          'GET',
          `/api/future-service-interaction?future-service-interaction-id=${lead.id}`,
        )
      ).json() as {
        outcomeReason?: string;
      };
      expect(found.outcomeReason).toBe('NO_SHOW');
    });

    it('refuses a reason the stage does not allow with a plain 400, changing nothing', async () => {
      const refused = await track({ id: lead.id, stage: 'INITIATED', reason: 'CAR_BOUGHT' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        message: 'Car bought is not an outcome reason for the Initiated stage.',
      });
      expect(await stageOf(lead.id)).toEqual({ stage: 'SHOW_OR_NO_SHOW', outcome_reason: 'NO_SHOW' });
      expect((await track({ id: lead.id, reason: 'APPOINTMENT_SET' })).statusCode).toBe(400);
    });

    it('drops a reason the new stage does not allow when the stage moves alone', async () => {
      expect((await track({ id: lead.id, stage: 'ENGAGED' })).statusCode).toBe(200);
      expect(await stageOf(lead.id)).toEqual({ stage: 'ENGAGED', outcome_reason: null });
    });

    it('answers 404 for a lead outside the user’s stores', async () => {
      expect((await track({ id: otherStoreLead.id, stage: 'ENGAGED' }, 'OFFICE_USER')).statusCode).toBe(404);
    });

    it('lets the lead manager filter by stage', async () => {
      const page = (
        await call('SUPER_USER', 'POST', '/api/future-service-interaction/custom-search?page=0&size=1000', {
          stage: 'ENGAGED',
        })
      ).json() as Schemas['LeadPage'];
      expect(page.data.length).toBeGreaterThan(0);
      expect(page.data.every((row) => row.stage === 'ENGAGED')).toBe(true);
      expect(page.data.map((row) => row.id)).toContain(lead.id);
    });
  });

  describe('the vehicle record (spec 2 §3)', () => {
    const update = (body: Partial<Schemas['VehicleRecordUpdate']>, role: Role = 'SUPER_USER') =>
      call(role, 'POST', '/api/virtual-mileage-record', {
        last_mileage: 45120,
        minder: 'A1',
        last_service_date: '14.03.2025',
        future_service_interaction_id: lead.id,
        ...body,
      });

    it('records the mileage, moves the odometer and lists it in the history with who and when', async () => {
      const answer = await update({});
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({
        future_service_interaction_id: lead.id,
        last_mileage: 45120,
        minder: 'A1',
        last_service_date: '14.03.2025',
      });
      const [vehicle] = await server.db.query<{ odometer: number }>(
        'SELECT odometer FROM service_vehicle WHERE id = $1',
        [lead.vehicleId],
      );
      expect(vehicle?.odometer).toBe(45120);
      expect((await update({ last_mileage: 46000, minder: null, last_service_date: null })).statusCode).toBe(
        200,
      );
      const history = (
        await call(
          'SUPER_USER',
          'GET',
          `/api/virtual-service-record?future_service_interaction_id=${lead.id}`,
        )
      ).json() as Schemas['VirtualServiceRecordPage'];
      expect(history.data.map((row) => [row.mileage, row.minder, row.serviceDate])).toEqual([
        [46000, null, null],
        [45120, 'A1', '14.03.2025'],
      ]);
      expect(history.data[0]?.recordedBy).toMatch(/\S/);
      expect(Date.parse(history.data[0]?.recordedOn ?? '')).not.toBeNaN();
    });

    it('refuses bad input with plain 400s', async () => {
      const notReal = await update({ last_service_date: '31.02.2025' });
      expect(notReal.statusCode).toBe(400);
      expect(notReal.json()).toMatchObject({
        message: 'The last service date is not a real date (DD.MM.YYYY).',
      });
      const future = await update({ last_service_date: '01.01.2999' });
      expect(future.json()).toMatchObject({ message: 'The last service date cannot be in the future.' });
      for (const body of [
        { last_mileage: -1 },
        { last_mileage: 12.5 },
        { last_service_date: '2025-03-14' },
      ]) {
        const answer = await update(body as Partial<Schemas['VehicleRecordUpdate']>);
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toMatchObject({ message: expect.any(String) });
      }
    });

    it('answers 404 for a lead outside the user’s stores, in both calls', async () => {
      expect(
        (await update({ future_service_interaction_id: otherStoreLead.id }, 'OFFICE_USER')).statusCode,
      ).toBe(404);
      const history = await call(
        'OFFICE_USER',
        'GET',
        `/api/virtual-service-record?future_service_interaction_id=${otherStoreLead.id}`,
      );
      expect(history.statusCode).toBe(404);
    });
  });

  describe('marks (spec 1 §4)', () => {
    it('reads the marks of a customer, a vehicle and a lead', async () => {
      await call('SUPER_USER', 'POST', '/api/marks/v2', {
        intentType: 'DIFFERENT_DRIVER',
        value: 'Y',
        customerId: lead.customerId,
      });
      await call('SUPER_USER', 'POST', '/api/marks/v2', {
        intentType: 'TEA_5K',
        value: 'Y',
        serviceVehicleId: lead.vehicleId,
      });
      const marksOf = async (url: string) =>
        ((await call('SUPER_USER', 'GET', url)).json() as Schemas['MarkPage']).data;
      expect(await marksOf(`/api/marks/customer/${lead.customerId}`)).toContainEqual({
        intentType: 'DIFFERENT_DRIVER',
        value: 'Y',
      });
      expect(await marksOf(`/api/marks/service-vehicle/${lead.vehicleId}`)).toContainEqual({
        intentType: 'TEA_5K',
        value: 'Y',
      });
      const leadMarks = await server.db.query<{ intentType: string }>(
        'SELECT intent_type AS "intentType" FROM mark WHERE fsi_id = $1 ORDER BY id',
        [lead.id],
      );
      expect(
        (await marksOf(`/api/marks/future-service-interaction/${lead.id}`)).map((m) => m.intentType),
      ).toEqual(leadMarks.map((m) => m.intentType));
    });

    it('answers 404 for marks outside the user’s stores', async () => {
      for (const url of [
        `/api/marks/customer/${otherStoreLead.customerId}`,
        `/api/marks/service-vehicle/${otherStoreLead.vehicleId}`,
        `/api/marks/future-service-interaction/${otherStoreLead.id}`,
      ])
        expect((await call('OFFICE_USER', 'GET', url)).statusCode).toBe(404);
    });

    it('lets viewing-only roles read marks but never add or remove one (an opt-out least of all)', async () => {
      for (const role of ['ENTERPRISE_USER', 'CORPORATE_USER'] as const) {
        const added = await call(role, 'POST', '/api/marks/v2', {
          intentType: 'SMS_OPT_OUT',
          value: 'STAFF',
          customerId: lead.customerId,
        });
        expect(added.statusCode).toBe(403);
        const removed = await call(
          role,
          'DELETE',
          `/api/marks/v2?intentType=DIFFERENT_DRIVER&customerId=${lead.customerId}`,
        );
        expect(removed.statusCode).toBe(403);
        expect((await call(role, 'GET', `/api/marks/customer/${lead.customerId}`)).statusCode).toBe(200);
      }
      const [customer] = await server.db.query<{ block_sms: boolean }>(
        'SELECT block_sms FROM customer WHERE id = $1',
        [lead.customerId],
      );
      expect(customer?.block_sms).toBe(false);
    });

    it('keeps who and why of a staff opt-out and opt-in in the consent ledger, blocking at once', async () => {
      const added = await call('SUPER_USER', 'POST', '/api/marks/v2', {
        intentType: 'SMS_OPT_OUT',
        value: 'STAFF',
        reason: 'Asked on the phone not to be texted',
        customerId: lead.customerId,
      });
      expect(added.statusCode).toBe(200);
      const [blocked] = await server.db.query<{ block_sms: boolean }>(
        'SELECT block_sms FROM customer WHERE id = $1',
        [lead.customerId],
      );
      expect(blocked?.block_sms).toBe(true);
      const removed = await call(
        'SUPER_USER',
        'DELETE',
        `/api/marks/v2?intentType=SMS_OPT_OUT&customerId=${lead.customerId}&reason=${encodeURIComponent('Texted START')}`,
      );
      expect(removed.statusCode).toBe(200);
      const ledger = await server.db.query<{ kind: string; reason: string; who: string }>(
        `SELECT l.kind, l.reason, u.role AS who FROM consent_ledger l JOIN app_user u ON u.id = l.user_id
          WHERE l.customer_id = $1 AND l.source = 'staff' ORDER BY l.id`,
        [lead.customerId],
      );
      expect(ledger.slice(-2)).toEqual([
        { kind: 'opt-out', reason: 'Asked on the phone not to be texted', who: 'SUPER_USER' },
        { kind: 'opt-in', reason: 'Texted START', who: 'SUPER_USER' },
      ]);
    });
  });
});
