import { ADVISOR_DEFAULT, isoToday, swimlaneLane, type Clock } from '@torque/domain';
import type { Database } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { badRequest, notFound } from '../http/http-error.js';
import { BridgeRepository, type BridgeAppointmentRow } from './bridge.repository.js';
import { RepairOrderRepository, type OrderFilter } from './repair-order.repository.js';
import { pageOf, toServiceOrder } from './repair-order-row.js';
import { STORE_NOT_FOUND } from './service-board-access.js';

const LANE = { page: 0, size: 1000 };

/**
 * The swimlane bridge host (spec 2 §7: no token). Read-only, rate-limited by its routes, and it never
 * answers a customer's phone number: the board shows names and RO numbers.
 */
export class BridgeService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async stores(): Promise<Schemas['BridgeStorePage']> {
    const stores = await new RepairOrderRepository(this.db).stores();
    return pageOf(stores, stores.length, 0, stores.length);
  }

  async advisors(store: string): Promise<Schemas['AdvisorPage']> {
    const id = await this.storeId(store);
    const advisors = await new RepairOrderRepository(this.db).advisors(id);
    return pageOf(advisors, advisors.length, 0, advisors.length);
  }

  async openRos(body: Schemas['BridgeOpenRoRequest']): Promise<Schemas['ServiceOrderPage']> {
    const storeId = await this.storeId(body.storeId);
    const [status] = body.statusCode;
    if (!status || !swimlaneLane(status)) throw badRequest('statusCode must name one lane.');
    const today = status === 'CLOSED' ? await this.today(storeId) : '';
    const filter: OrderFilter =
      status === 'CLOSED'
        ? { storeId, open: false, closedFrom: today, closedTo: today }
        : { storeId, open: true, statuses: [status] };
    return this.orders({ ...filter, advisorNo: body.advisorNo || ADVISOR_DEFAULT });
  }

  async closedRos(store: string, date: string, advisor: string): Promise<Schemas['ServiceOrderPage']> {
    const storeId = await this.storeId(store);
    return this.orders({ storeId, open: false, closedFrom: date, closedTo: date, advisorNo: advisor });
  }

  async appointments(store: string, date: string): Promise<Schemas['AppointmentPage']> {
    const rows = await new BridgeRepository(this.db).appointmentsOn(await this.storeId(store), date);
    return pageOf(rows.map(toAppointment), rows.length, 0, rows.length);
  }

  private async orders(filter: OrderFilter): Promise<Schemas['ServiceOrderPage']> {
    const { rows, total } = await new RepairOrderRepository(this.db).orders(filter, LANE);
    return pageOf(
      rows.map((row) => toServiceOrder(row, false)),
      total,
      0,
      LANE.size,
    );
  }

  private async storeId(store: string): Promise<number> {
    const id = /^[1-9]\d{0,9}$/.test(store) ? Number(store) : NaN;
    if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw badRequest('store must be a store id.');
    if (!(await new RepairOrderRepository(this.db).store(id))) throw notFound(STORE_NOT_FOUND);
    return id;
  }

  private async today(storeId: number): Promise<string> {
    const store = await new RepairOrderRepository(this.db).store(storeId);
    return isoToday(this.clock.now(), store?.office_time_zone ?? 'America/New_York');
  }
}

const toAppointment = (row: BridgeAppointmentRow): Schemas['Appointment'] => ({
  apptId: row.id,
  apptStatus: row.status,
  futureServiceInteractionId: row.fsi_id,
  title: row.title,
  apptDate: row.appt_date,
  apptTime: row.appt_time,
  customerName: `${row.first_name} ${row.last_name}`.trim(),
  cellular: null,
  vin: row.vin,
  advisorNo: row.advisor_no,
  advisorName: row.advisor_name,
  storeId: row.store_id,
  serviceType: row.service_type,
  transportType: row.transport_type,
  opCodes: row.opcodes,
  notes: null,
});
