import type { Appointment, CdkAppointmentResult } from '../appointments/appointment.schema.js';
import type { CdkAction, CdkAppointmentRequest } from '../appointments/appointment-requests.js';
import type { RepairOrderStatus } from '../repair-orders/repair-order-status.rules.js';
import type { KeyValue } from '../shared/key-value.schema.js';

/**
 * One repair order as the dealer management system (DMS) reports it: the order is known by its store
 * and RO number; everything else is its state at `changedAt`.
 */
export type DmsRepairOrder = {
  readonly storeId: number;
  readonly roNumber: string;
  readonly status: RepairOrderStatus;
  readonly changedAt: Date;
  readonly advisorNo: string | null;
  readonly vin: string | null;
  readonly openedAt: Date | null;
  readonly promisedAt: Date | null;
  /** The appointment that checked in as this order, when the DMS knows it. */
  readonly appointmentId: number | null;
  /** The DMS's own id of the order. */
  readonly dmsRoId: string | null;
};

/**
 * The dealer management system behind the service lane (issue 16): the data-sync CDK appointment calls
 * and the repair-order feed. The embedded default is a simulated DMS that runs the shop on the app's
 * clock; a real DMS plugs in behind the same port (an HTTP client to its URL).
 */
export interface DealerManagementSystem {
  /** Which DMS answers, for logs and the operator ('simulated' or the real one's URL). */
  readonly name: string;
  appointment(action: CdkAction, request: CdkAppointmentRequest): Promise<CdkAppointmentResult>;
  listAppointments(request: CdkAppointmentRequest): Promise<readonly Appointment[]>;
  /** Help lookups: advisors, opcodes, transport types (request.lookup says which). */
  help(request: CdkAppointmentRequest): Promise<readonly KeyValue[]>;
  /** The repair orders that changed since the last call (the feed); each is applied once, in order. */
  repairOrderChanges(now: Date): Promise<readonly DmsRepairOrder[]>;
}
