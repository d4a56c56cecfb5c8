import type { Appointment } from '../appointments/appointment.schema.js';
import type { AppError } from '../errors/app-error.js';
import type { DateInput } from '../format/dates.js';
import type { Advisor, ServiceOrder } from '../repair-orders/service-order.schema.js';
import type { ListPage } from '../shared/list-page.js';
import type { Result } from '../shared/result.js';
import type { BridgeStore } from './bridge-store.schema.js';
import type { SwimlaneStatusCode } from '../repair-orders/swimlane-lane.js';

type Answer<T> = Promise<Result<T, AppError>>;

/** One lane's orders: the bridge takes an array of one status (spec 2 §7). */
export type BridgeOrderQuery = {
  readonly statusCode: SwimlaneStatusCode;
  readonly storeId: string;
  /** An advisor number, or ALL (the default). */
  readonly advisorNo?: string;
};

/**
 * The service-order board's own host (spec 2 §7 "Swimlane bridge host"): the session's token is sent, since
 * the answers hold customer data (issue 28; spec 2 §6 sends none), dates go out as YYYY-MM-DD, and every
 * failure is one of the five swimlane danger notices of spec 2 §8.
 */
export interface SwimlaneBridgeGateway {
  serviceOrders(query: BridgeOrderQuery): Answer<ListPage<ServiceOrder>>;
  stores(): Answer<ListPage<BridgeStore>>;
  advisors(store: string): Answer<ListPage<Advisor>>;
  closedRos(store: string, date: DateInput, advisor?: string): Answer<ListPage<ServiceOrder>>;
  appointments(store: string, date: DateInput): Answer<ListPage<Appointment>>;
}
