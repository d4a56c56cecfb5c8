import type { DealerManagementSystem } from '@torque/domain';
import { principalOf } from '../auth/authenticate.hook.js';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../db/database.js';
import type { OperationHandlers, Schemas } from '../http/contract.js';
import { HttpError, notFound } from '../http/http-error.js';
import { RepairOrderRepository } from './repair-order.repository.js';
import { pageOf } from './repair-order-row.js';
import { requireVisibleStore, STORE_NOT_FOUND } from './service-board-access.js';

export type CdkOperations =
  | 'cdkInsertAppointment'
  | 'cdkReadAppointment'
  | 'cdkUpdateAppointment'
  | 'cdkDeleteAppointment'
  | 'cdkListAppointments'
  | 'cdkAppointmentHelp';

/** The DMS could not be reached or answered nonsense: the spec's sync failure words. */
const DMS_FAILED = 'DMS not supporting Sync';

/**
 * The data-sync CDK appointment calls, passed to the dealer management system behind the port. The
 * dealer code must name a store the user may see.
 */
export function cdkHandlers(
  db: Database,
  dms: DealerManagementSystem,
): Pick<OperationHandlers, CdkOperations> {
  const allowed = async (principal: Principal, request: Schemas['CdkAppointmentRequest']) => {
    const storeId = await new RepairOrderRepository(db).storeIdByDealerCode(request.dealerCode);
    if (storeId === null) throw notFound(STORE_NOT_FOUND);
    await requireVisibleStore(db, principal, storeId);
  };
  const ask = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch {
      throw new HttpError(502, DMS_FAILED);
    }
  };
  const action =
    (name: 'insert' | 'read' | 'update' | 'delete') =>
    async (request: { body: Schemas['CdkAppointmentRequest'] } & Parameters<typeof principalOf>[0]) => {
      await allowed(principalOf(request), request.body);
      return ask(() => dms.appointment(name, request.body));
    };
  return {
    cdkInsertAppointment: action('insert'),
    cdkReadAppointment: action('read'),
    cdkUpdateAppointment: action('update'),
    cdkDeleteAppointment: action('delete'),
    cdkListAppointments: async (request) => {
      await allowed(principalOf(request), request.body);
      const appointments = await ask(() => dms.listAppointments(request.body));
      return pageOf(appointments, appointments.length, 0, appointments.length);
    },
    cdkAppointmentHelp: async (request) => {
      await allowed(principalOf(request), request.body);
      const pairs = await ask(() => dms.help(request.body));
      return pageOf(pairs, pairs.length, 0, pairs.length);
    },
  };
}
