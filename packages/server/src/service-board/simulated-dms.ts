import {
  isRepairOrderStatus,
  simulatedCheckInDue,
  simulatedNextStatus,
  type Appointment,
  type CdkAction,
  type CdkAppointmentRequest,
  type CdkAppointmentResult,
  type DealerManagementSystem,
  type DmsRepairOrder,
  type KeyValue,
} from '@torque/domain';
import type { Queryable } from '../db/database.js';
import { SimulatedDmsRepository } from './simulated-dms.repository.js';

/** How many minutes after check-in the simulated shop promises the car: the appointment's length plus two hours. */
const PROMISE_EXTRA_MS = 2 * 3_600_000;
const TRANSPORT_TYPES: readonly KeyValue[] = [
  { key: 'WAITER', value: 'Waiter' },
  { key: 'DROP_OFF', value: 'Drop-off' },
  { key: 'LOANER', value: 'Loaner' },
  { key: 'SHUTTLE', value: 'Shuttle' },
];

/**
 * The embedded dealer management system: a shop floor on the app's clock. Booked appointments check
 * in at their time (a new order, UNASSIGNED) and every open order moves on after its dwell (the
 * domain's simulated-shop rules), so the board lives without a real DMS. `speed` runs the shop faster
 * than the clock (demonstrations and end-to-end tests); 1 is real time. Its CDK appointment book is
 * kept in memory: it stands in for the DMS's own records, which Torque never owns.
 */
export class SimulatedDms implements DealerManagementSystem {
  readonly name = 'simulated';
  readonly #book = new Map<string, CdkAppointmentRequest>();
  #nextId = 1;

  constructor(
    private readonly db: Queryable,
    private readonly speed = 1,
  ) {}

  async repairOrderChanges(now: Date): Promise<readonly DmsRepairOrder[]> {
    const shop = new SimulatedDmsRepository(this.db);
    const changes: DmsRepairOrder[] = [];
    for (const order of await shop.openOrders()) {
      if (!isRepairOrderStatus(order.status)) continue;
      const shopNow = new Date(
        order.status_changed_at.getTime() + (now.getTime() - order.status_changed_at.getTime()) * this.speed,
      );
      const next = simulatedNextStatus(
        { id: order.id, status: order.status, statusChangedAt: order.status_changed_at },
        shopNow,
      );
      if (next === null) continue;
      changes.push({
        storeId: order.store_id,
        roNumber: order.ro_number,
        status: next,
        changedAt: now,
        advisorNo: order.advisor_no,
        vin: order.vin,
        openedAt: null,
        promisedAt: null,
        appointmentId: null,
        dmsRoId: null,
      });
    }
    const numbered = new Map<number, number>();
    for (const due of await shop.dueCheckIns(now)) {
      if (!simulatedCheckInDue(due.appointment_at, now)) continue;
      const taken = numbered.get(due.store_id) ?? 0;
      numbered.set(due.store_id, taken + 1);
      changes.push({
        storeId: due.store_id,
        roNumber: await shop.nextRoNumber(due.store_id, taken),
        status: 'UNASSIGNED',
        changedAt: now,
        advisorNo: due.advisor_no,
        vin: due.vin,
        openedAt: now,
        promisedAt: new Date(now.getTime() + due.duration_minutes * 60_000 + PROMISE_EXTRA_MS),
        appointmentId: due.appointment_id,
        dmsRoId: null,
      });
    }
    return changes;
  }

  async appointment(action: CdkAction, request: CdkAppointmentRequest): Promise<CdkAppointmentResult> {
    if (action === 'insert') {
      const appointmentId = `SIM-${this.#nextId++}`;
      this.#book.set(appointmentId, { ...request, appointmentId });
      return {
        success: true,
        appointmentId,
        message: 'Appointment inserted',
        appointment: this.#wire(appointmentId),
      };
    }
    const id = request.appointmentId ?? '';
    if (!this.#book.has(id))
      return {
        success: false,
        appointmentId: id || null,
        message: 'Appointment not found',
        appointment: null,
      };
    if (action === 'delete') {
      this.#book.delete(id);
      return { success: true, appointmentId: id, message: 'Appointment deleted', appointment: null };
    }
    if (action === 'update') this.#book.set(id, { ...this.#book.get(id)!, ...request, appointmentId: id });
    return { success: true, appointmentId: id, message: null, appointment: this.#wire(id) };
  }

  async listAppointments(request: CdkAppointmentRequest): Promise<readonly Appointment[]> {
    return [...this.#book.entries()]
      .filter(([, booked]) => booked.dealerCode === request.dealerCode)
      .filter(([, booked]) => !request.apptDate || booked.apptDate === request.apptDate)
      .map(([id]) => this.#wire(id));
  }

  async help(request: CdkAppointmentRequest): Promise<readonly KeyValue[]> {
    const shop = new SimulatedDmsRepository(this.db);
    switch (request.lookup) {
      case 'advisors':
        return shop.advisorsOf(request.dealerCode);
      case 'opcodes':
        return shop.opcodesOf(request.dealerCode);
      default:
        return TRANSPORT_TYPES;
    }
  }

  #wire(id: string): Appointment {
    const booked = this.#book.get(id)!;
    return {
      apptId: Number(id.slice(4)),
      apptStatus: 'BOOKED',
      futureServiceInteractionId: booked.fsiId ?? null,
      apptDate: booked.apptDate ?? null,
      apptTime: booked.apptTime ?? null,
      advisorNo: booked.advisorId ?? null,
      opCodes: [...(booked.opCodes ?? [])],
    };
  }
}
