import { principalOf } from '../../auth/authenticate.hook.js';
import type { OperationHandlers } from '../../http/contract.js';
import { badRequest } from '../../http/http-error.js';
import type { AppointmentManagerService } from './appointment-manager.service.js';

export type AppointmentManagerOperations =
  | 'searchAppointments'
  | 'searchServiceAppointmentsByDateAndQuery'
  | 'updateAppointmentStatus'
  | 'searchLeadAppointmentsByDate'
  | 'lisaSwimlaneAppointments'
  | 'searchServiceAppointmentsByDate'
  | 'getManualAppointmentServices'
  | 'getBookedAppointments'
  | 'markNoShow';

type Paging = { readonly page?: number | undefined; readonly size?: number | undefined };
const paging = (query: Paging, size = 50) => ({ page: query.page ?? 0, size: query.size ?? size });

/** Spec 2 §9: the swimlane asks for one store by its id, as text. */
const swimlaneStore = (store: string | undefined): number | undefined => {
  if (store === undefined || store.trim() === '') return undefined;
  if (!/^[1-9]\d{0,9}$/.test(store.trim())) throw badRequest('store must be a store id.');
  return Number(store);
};

/**
 * The appointment manager's calls (openapi tag appointments, minus booking and the DMS): the
 * searches by date, text, store and advisor, the status PUT, the booked list and the services a
 * manual appointment may pick, and the lead's workflow/noShow (the same no-show path).
 */
export function appointmentManagerRoutes(
  manager: AppointmentManagerService,
): Pick<OperationHandlers, AppointmentManagerOperations> {
  return {
    searchAppointments: async (request) =>
      manager.search(principalOf(request), { ...request.body, ...paging(request.query) }),
    searchServiceAppointmentsByDateAndQuery: async (request) =>
      manager.search(principalOf(request), {
        ...request.body,
        archived: request.body.archived ?? false,
        ...paging(request.query),
      }),
    updateAppointmentStatus: async (request) =>
      manager.setStatus(principalOf(request), request.params.id, request.params.status),
    searchLeadAppointmentsByDate: async (request) =>
      manager.searchStore(
        principalOf(request),
        { storeId: request.query.store_id_pk },
        { startDate: request.query.date, endDate: request.query.date, ...paging(request.query) },
      ),
    lisaSwimlaneAppointments: async (request) => {
      const { date, startDate, endDate, advisor } = request.body;
      const storeId = swimlaneStore(request.body.store);
      const filter = {
        startDate: date ?? startDate,
        endDate: date ?? endDate,
        advisorNo: advisor,
        ...paging(request.query, 100),
      };
      return storeId === undefined
        ? manager.search(principalOf(request), filter)
        : manager.searchStore(principalOf(request), { storeId }, filter);
    },
    searchServiceAppointmentsByDate: async (request) =>
      manager.searchStore(
        principalOf(request),
        { storeId: request.params.storeId, bocId: request.params.bocId },
        { startDate: request.query.date, endDate: request.query.date, ...paging(request.query) },
      ),
    getManualAppointmentServices: async (request) =>
      manager.services(principalOf(request), {
        storeId: request.query.store_id_pk,
        bocId: request.query.boc_id_pk,
      }),
    getBookedAppointments: async (request) =>
      manager.searchStore(
        principalOf(request),
        { storeId: request.query.store_id_pk },
        {
          startDate: request.query.startDate,
          endDate: request.query.endDate,
          apptStatus: 'BOOKED',
          ...paging(request.query),
        },
      ),
    markNoShow: async (request) =>
      manager.markLeadNoShow(principalOf(request), request.query['future-service-interaction-id']),
  };
}
