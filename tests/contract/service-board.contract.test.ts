import { isoToday } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../packages/server/src/testing/test-server.js';
import { contractCaller } from './support/contract-caller.js';
import { SERVICE_BOARD_OPERATIONS } from './support/service-board-operations.js';

// Issue 16 (service-order board): repair orders, sales, the swimlane bridge and the CDK calls against openapi/.
let server: TestServer;
let auth: Record<string, string>;
const { call, exercised } = contractCaller(
  () => server,
  () => auth,
);
const ZONE = 'America/New_York'; // store 1
const dotted = (iso: string) => iso.split('-').reverse().join('.');
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
let today = '';
type Order = {
  svcOpenRoIdPK: number;
  roNumber: string;
  statusCode: string;
  storeId: string;
  advisorNo: string | null;
  cellular?: string | null;
};
const rows = (body: Record<string, unknown>) => body.data as Order[];

beforeAll(async () => {
  server = await startTestServer();
  auth = await server.signIn('SUPER_USER');
  today = isoToday(new Date(), ZONE);
});
afterAll(() => server?.close());

describe('repair orders keep the contract', () => {
  it('lists a store’s advisors and one order, and hides another store’s from a store user', async () => {
    const advisors = await call('getOpenRoAdvisors', { url: '/api/service-open/boc/1/store/1/advisor' });
    expect(advisors.status).toBe(200);
    expect((advisors.body.data as unknown[]).length).toBeGreaterThanOrEqual(2);
    const lane = await call('searchOpenRosByStatus', {
      url: '/api/future-service-interaction/openro/search-by-status?store_id_pk=1&statusCode=ASSIGNED',
    });
    const [first] = rows(lane.body);
    expect(first?.statusCode).toBe('ASSIGNED');
    const one = await call('getOpenRo', {
      url: `/api/service-open/boc/1/store/1/getOpenRo/${first!.svcOpenRoIdPK}`,
    });
    expect(one.body.roNumber).toBe(first!.roNumber);
    const wrongBoc = await call('getOpenRo', {
      url: `/api/service-open/boc/2/store/1/getOpenRo/${first!.svcOpenRoIdPK}`,
    });
    expect(wrongBoc.status).toBe(404);
    const otherStore = await call('getOpenRoAdvisors', {
      url: '/api/service-open/boc/1/store/2/advisor',
      headers: await server.signIn('OFFICE_USER'),
    });
    expect(otherStore.status).toBe(404);
    const noRole = await call('getOpenRoAdvisors', {
      url: '/api/service-open/boc/1/store/1/advisor',
      headers: await server.signIn('SUPER_ADMIN'),
    });
    expect(noRole.status).toBe(403);
  });

  it('searches open orders by date, status and advisor, in both variants', async () => {
    const byDate = await call('searchOpenRosByDate', {
      url: `/api/service-open/boc/1/store/1/search-by-date?startDate=${dotted(today)}&endDate=${dotted(today)}`,
    });
    expect(byDate.status).toBe(200);
    expect(rows(byDate.body).every((order) => order.statusCode !== 'CLOSED')).toBe(true);
    const backwards = await call('searchOpenRosByDate', {
      url: '/api/service-open/boc/1/store/1/search-by-date?startDate=02.01.2026&endDate=01.01.2026',
    });
    expect(backwards.status).toBe(400);
    const noDay = await call('searchOpenRosByDate', {
      url: '/api/service-open/boc/1/store/1/search-by-date?startDate=31.02.2026&endDate=01.03.2026',
    });
    expect(noDay.status).toBe(400);
    const checkedIn = await call('lisaSwimlaneRoStatus', { payload: { status: ['UNASSIGNED'], store: '1' } });
    expect(rows(checkedIn.body).length).toBeGreaterThan(0);
    const advisorNo = rows(checkedIn.body)[0]!.advisorNo!;
    const theirs = await call('searchOpenRosByStatus', {
      url: `/api/future-service-interaction/openro/search-by-status?store_id_pk=1&statusCode=UNASSIGNED&advisorNo=${advisorNo}`,
    });
    expect(rows(theirs.body).every((order) => order.advisorNo === advisorNo)).toBe(true);
    const badStatus = await call('lisaSwimlaneRoStatus', { payload: { status: ['PARKED'], store: '1' } });
    expect(badStatus.status).toBe(400);
  });

  it('finds closed orders by close date (end date sent one day later) and in the closed-service searches', async () => {
    const tomorrow = addDays(today, 1);
    const closed = await call('searchClosedRosByClosedDate', {
      url: `/api/future-service-interaction/closedro/search-by-closed-date?store_id_pk=1&startDate=${dotted(today)}&endDate=${dotted(tomorrow)}`,
    });
    expect(rows(closed.body).length).toBeGreaterThan(0);
    expect(rows(closed.body).every((order) => order.statusCode === 'CLOSED')).toBe(true);
    const lisa = await call('lisaSwimlaneRoClosed', { payload: { store: '1', date: today } });
    expect(
      rows(lisa.body)
        .map((order) => order.roNumber)
        .sort(),
    ).toEqual(
      rows(closed.body)
        .map((order) => order.roNumber)
        .sort(),
    );
    const body = {
      startDate: dotted(addDays(today, -1)),
      endDate: dotted(today),
    };
    const byDate = await call('searchServiceClosedByDate', {
      url: '/api/boc/1/store/1/service-closed/search-by-date',
      payload: body,
    });
    expect(Number(byDate.body.total)).toBeGreaterThan(rows(closed.body).length - 1);
    const inspection = await call('getStateInspectionReport', {
      url: '/api/boc/1/store/1/service-closed/state-inspection-report',
      payload: body,
    });
    expect(inspection.status).toBe(200);
    expect(Number(inspection.body.total)).toBeLessThanOrEqual(Number(byDate.body.total));
    const advisor = rows(byDate.body)[0]!.advisorNo!;
    const byAdvisor = await call('searchServiceClosedByAdvisor', {
      url: '/api/boc/1/store/1/service-closed/search-by-close-date-and-query/advisor',
      payload: { ...body, advisorNo: advisor },
    });
    expect(rows(byAdvisor.body).every((order) => order.advisorNo === advisor)).toBe(true);
  });

  it('searches and downloads opcodes', async () => {
    const found = await call('searchOpcodes', { payload: { storeId: 1, searchText: 'inspection' } });
    expect(found.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ opcode: 'SI' })]));
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/opcode/download',
      payload: { storeId: 1 },
      headers: auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.body.split('\r\n')[0]).toBe('opcode,description,storeId,skillHours');
    expect(response.body).toContain('SI,State inspection,1,');
    exercised.add('downloadOpcodes');
  });
});

describe('sales keep the contract', () => {
  it('searches sales by sold date, text and deal type, with closed service', async () => {
    const [sale] = await server.db.query<{ sold_date: string; deal_type: string }>(
      `SELECT v.sold_date::text AS sold_date, v.deal_type FROM service_vehicle v JOIN customer c ON c.id = v.customer_id
        WHERE c.store_id = 1 AND v.sold_date IS NOT NULL ORDER BY v.id LIMIT 1`,
    );
    const onDay = await call('searchSalesBySoldDate', {
      url: `/api/boc/1/store/1/sales/search-by-sold-date?sold_date=${dotted(sale!.sold_date)}`,
    });
    const sold = onDay.body.data as { sold_date: string; dealNo: string }[];
    expect(sold.length).toBeGreaterThan(0);
    expect(sold.every((row) => row.sold_date === dotted(sale!.sold_date))).toBe(true);
    expect(sold[0]!.dealNo).toMatch(/^D\d{6}$/);
    const searched = await call('searchSales', {
      url: '/api/boc/1/store/1/sales/search',
      payload: { dealTypes: [sale!.deal_type], searchText: sold[0]!.dealNo },
    });
    expect((searched.body.data as { dealNo: string }[]).map((row) => row.dealNo)).toEqual([sold[0]!.dealNo]);
    const withService = await call('searchSalesWithClosedService', {
      url: '/api/boc/1/store/1/sales/search-sales-with-closed-service?start_sold_date=01.01.2000&end_sold_date=31.12.2099',
      payload: { dealTypes: ['New', 'Used', 'CPO'] },
    });
    expect(withService.status).toBe(200);
    expect(
      (withService.body.data as { lastServiceDate: string | null }[]).every((row) => row.lastServiceDate),
    ).toBe(true);
    const backwards = await call('searchSales', {
      url: '/api/boc/1/store/1/sales/search',
      payload: { start_sold_date: '02.01.2026', end_sold_date: '01.01.2026' },
    });
    expect(backwards.status).toBe(400);
  });

  it('keeps a store’s vehicle care plans, one per plan code', async () => {
    const saved = await call('saveVcpMaster', {
      url: '/api/boc/1/store/1/vcp-master',
      payload: { planCode: 'VCP-TEST', description: 'Test plan', months: 12, mileage: 12000, active: true },
    });
    expect(saved.body).toMatchObject({ planCode: 'VCP-TEST', months: 12 });
    await call('saveVcpMaster', {
      url: '/api/boc/1/store/1/vcp-master',
      payload: { planCode: 'VCP-TEST', description: 'Renamed', months: 18 },
    });
    const listed = await call('getVcpMaster', { url: '/api/boc/1/store/1/vcp-master' });
    const plans = (listed.body.data as { planCode: string; description: string }[]).filter(
      (p) => p.planCode === 'VCP-TEST',
    );
    expect(plans).toEqual([expect.objectContaining({ description: 'Renamed' })]);
    const bad = await call('saveVcpMaster', {
      url: '/api/boc/1/store/1/vcp-master',
      payload: { planCode: 'no spaces' },
    });
    expect(bad.status).toBe(400);
  });
});

// Issue 28: the bridge answers customer data, so it takes a staff session (or a bridge host's secret).
describe('the swimlane bridge keeps the contract for signed-in staff', () => {
  const none = () => ({ headers: { authorization: '' } });

  it('answers a caller without a token 401', async () => {
    const stores = await call('getBridgeStores', none());
    expect(stores.status).toBe(401);
    const lane = await call('getBridgeOpenRos', {
      ...none(),
      payload: { statusCode: ['COMPLETE'], storeId: '1', advisorNo: 'ALL' },
    });
    expect(lane.status).toBe(401);
  });

  it('answers stores, advisors, lanes, closed orders and appointments, never a phone number', async () => {
    const stores = await call('getBridgeStores', {});
    expect(stores.body.data).toEqual(
      expect.arrayContaining([{ storeId: '1', storeName: 'Torque Toyota of Brooklyn' }]),
    );
    const advisors = await call('getBridgeAdvisors', { url: '/api/getAdivsorByStore/1' });
    expect((advisors.body.data as unknown[]).length).toBeGreaterThanOrEqual(2);
    const lane = await call('getBridgeOpenRos', {
      payload: { statusCode: ['COMPLETE'], storeId: '1', advisorNo: 'ALL' },
    });
    expect(rows(lane.body).length).toBeGreaterThan(0);
    expect(rows(lane.body).every((order) => order.statusCode === 'COMPLETE' && order.cellular === null)).toBe(
      true,
    );
    const closed = await call('getBridgeClosedRos', {
      url: `/api/getClosedRoByStoreIdAndDateAndAdvisorNo/1/${today}/ALL`,
    });
    expect(rows(closed.body).length).toBeGreaterThan(0);
    const appointments = await call('getBridgeAppointments', {
      url: `/api/getAppointmentByStoreIdAndDate/1/${today}`,
    });
    expect((appointments.body.data as { apptStatus: string }[]).every((a) => a.apptStatus === 'BOOKED')).toBe(
      true,
    );
    const unknown = await call('getBridgeAdvisors', { url: '/api/getAdivsorByStore/999' });
    expect(unknown.status).toBe(404);
    const notAStore = await call('getBridgeAdvisors', { url: '/api/getAdivsorByStore/abc' });
    expect(notAStore.status).toBe(400);
    const twoLanes = await call('getBridgeOpenRos', {
      payload: { statusCode: ['HOLD', 'BOOKED'], storeId: '1', advisorNo: 'ALL' },
    });
    expect(twoLanes.status).toBe(400);
  });
});

describe('the CDK appointment calls go through the DMS port', () => {
  it('inserts, reads, updates, lists and deletes an appointment in the simulated DMS, with help lookups', async () => {
    const request = {
      dealerCode: 'ST1001',
      apptDate: today,
      apptTime: '10:30',
      advisorId: '101',
      opCodes: ['LOF'],
    };
    const inserted = await call('cdkInsertAppointment', { payload: request });
    expect(inserted.body).toMatchObject({ success: true });
    const appointmentId = inserted.body.appointmentId as string;
    const read = await call('cdkReadAppointment', { payload: { dealerCode: 'ST1001', appointmentId } });
    expect(read.body.appointment).toMatchObject({ apptTime: '10:30' });
    await call('cdkUpdateAppointment', {
      payload: { dealerCode: 'ST1001', appointmentId, apptTime: '11:00' },
    });
    const listed = await call('cdkListAppointments', { payload: { dealerCode: 'ST1001', apptDate: today } });
    expect(listed.body.data).toEqual([expect.objectContaining({ apptTime: '11:00' })]);
    const deleted = await call('cdkDeleteAppointment', { payload: { dealerCode: 'ST1001', appointmentId } });
    expect(deleted.body).toMatchObject({ success: true });
    const gone = await call('cdkReadAppointment', { payload: { dealerCode: 'ST1001', appointmentId } });
    expect(gone.body).toMatchObject({ success: false });
    const help = await call('cdkAppointmentHelp', { payload: { dealerCode: 'ST1001', lookup: 'opcodes' } });
    expect(help.body.data).toEqual(expect.arrayContaining([{ key: 'SI', value: 'State inspection' }]));
    const elsewhere = await call('cdkListAppointments', {
      payload: { dealerCode: 'ST1002' },
      headers: await server.signIn('OFFICE_USER'),
    });
    expect(elsewhere.status).toBe(404);
  });

  it('exercises every operation of the board', () => {
    expect([...exercised].sort()).toEqual([...SERVICE_BOARD_OPERATIONS].sort());
  });
});
