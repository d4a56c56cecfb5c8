import { ADVISOR_DEFAULT, isoToday, swimlaneLane, type Clock } from '@torque/domain';
import { dataScopeOf, type DataScope } from '../auth/data-scope.js';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { badRequest, notFound } from '../http/http-error.js';
import { BridgeRepository, type BridgeAppointmentRow } from './bridge.repository.js';
import { RepairOrderRepository, type OrderFilter } from './repair-order.repository.js';
import { pageOf, toServiceOrder } from './repair-order-row.js';
import { requireServiceLaneRole, requireVisibleStore, STORE_NOT_FOUND } from './service-board-access.js';

const LANE = { page: 0, size: 1000 };

/**
 * Who reads the bridge: a signed-in user, who sees the stores of their data scope like every other
 * service-lane call; or the separate bridge host with its secret, which serves every store.
 */
export type BridgeCaller = Principal | 'bridge-host';

/**
 * The swimlane bridge (spec 2 §7). Spec 2 has it send no token, but its answers hold customer names,
 * VINs and repair orders, so the reference server asks for a staff session or the bridge host's secret
 * (issue 28). Read-only, rate-limited by its routes, and it never answers a customer's phone number:
 * the board shows names and RO numbers.
 */
export class BridgeService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async stores(caller: BridgeCaller): Promise<Schemas['BridgeStorePage']> {
    const stores = await new RepairOrderRepository(this.db).stores(scopeOf(caller));
    return pageOf(stores, stores.length, 0, stores.length);
  }

  async advisors(caller: BridgeCaller, store: string): Promise<Schemas['AdvisorPage']> {
    const id = await this.storeId(caller, store);
    const advisors = await new RepairOrderRepository(this.db).advisors(id);
    return pageOf(advisors, advisors.length, 0, advisors.length);
  }

  async openRos(
    caller: BridgeCaller,
    body: Schemas['BridgeOpenRoRequest'],
  ): Promise<Schemas['ServiceOrderPage']> {
    const storeId = await this.storeId(caller, body.storeId);
    const [status] = body.statusCode;
    if (!status || !swimlaneLane(status)) throw badRequest('statusCode must name one lane.');
    const today = status === 'CLOSED' ? await this.today(storeId) : '';
    const filter: OrderFilter =
      status === 'CLOSED'
        ? { storeId, open: false, closedFrom: today, closedTo: today }
        : { storeId, open: true, statuses: [status] };
    return this.orders({ ...filter, advisorNo: body.advisorNo || ADVISOR_DEFAULT });
  }

  async closedRos(
    caller: BridgeCaller,
    store: string,
    date: string,
    advisor: string,
  ): Promise<Schemas['ServiceOrderPage']> {
    const storeId = await this.storeId(caller, store);
    return this.orders({ storeId, open: false, closedFrom: date, closedTo: date, advisorNo: advisor });
  }

  async appointments(caller: BridgeCaller, store: string, date: string): Promise<Schemas['AppointmentPage']> {
    const rows = await new BridgeRepository(this.db).appointmentsOn(await this.storeId(caller, store), date);
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

  /** The store's id, when the caller may read it: a store outside a user's scope is reported as missing. */
  private async storeId(caller: BridgeCaller, store: string): Promise<number> {
    const id = /^[1-9]\d{0,9}$/.test(store) ? Number(store) : NaN;
    if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw badRequest('store must be a store id.');
    if (caller !== 'bridge-host') return (await requireVisibleStore(this.db, caller, id)).id;
    if (!(await new RepairOrderRepository(this.db).store(id))) throw notFound(STORE_NOT_FOUND);
    return id;
  }

  private async today(storeId: number): Promise<string> {
    const store = await new RepairOrderRepository(this.db).store(storeId);
    return isoToday(this.clock.now(), store?.office_time_zone ?? 'America/New_York');
  }
}

/** The stores a caller may list: the bridge host every one, a user those of their scope (after the role check). */
function scopeOf(caller: BridgeCaller): DataScope {
  if (caller === 'bridge-host') return { kind: 'all' };
  requireServiceLaneRole(caller);
  return dataScopeOf(caller);
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
  source: row.source,
});
