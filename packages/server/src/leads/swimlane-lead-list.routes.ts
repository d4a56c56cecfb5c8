import { swimlaneServiceTypes, type SwimlaneLeadList } from '@torque/domain';
import type { AppointmentLeadList } from '../appointments/manager/appointment-lead-list.repository.js';
import { principalOf } from '../auth/authenticate.hook.js';
import type { ContractRequest, OperationHandlers, Schemas } from '../http/contract.js';
import type { LeadService } from './lead.service.js';
import type { LeadView } from './lead-views.js';

/** Each open-RO and swimlane search: which lead list (by service type) and which view it shows. */
const LISTS = {
  searchOpenRoLeads: ['openRo', 'leadManager'],
  searchOpenRoLeadsV2: ['openRo', 'leadManager'],
  searchOpenRoLeadManagerV2: ['openRo', 'leadManager'],
  lisaSwimlaneGlobalInbox: ['swimlane', 'globalInbox'],
  lisaSwimlaneLeadManager: ['swimlane', 'leadManager'],
  lisaSwimlanePreCsiList: ['preCsi', 'leadManager'],
  lisaSwimlaneApptReminderList: ['appointmentReminder', 'leadManager'],
} as const satisfies Partial<Record<keyof OperationHandlers, readonly [SwimlaneLeadList, LeadView]>>;

/** The lists answered from the appointment table (appointment-lead-list.repository.ts). */
const APPOINTMENT_LISTS: Partial<Record<SwimlaneLeadList, AppointmentLeadList['list']>> = {
  preCsi: 'preCsi',
  appointmentReminder: 'reminder',
};

type ListOperation = keyof typeof LISTS | 'lisaSwimlanePreCsi';
type Paging = { readonly page: number; readonly size: number };

const emptyPage = ({ page, size }: Paging): Schemas['LeadPage'] => ({
  data: [],
  response: 'Success',
  total: 0,
  size,
  page,
});

/**
 * The open repair-order and swimlane lead lists answer from the leads Torque has: a lead belongs to
 * a list by its campaign's service type (swimlane-lead-list.rules.ts), inside the user's scope,
 * paged like every lead search. A filter that asks for types outside the list gets an empty page.
 */
export function swimlaneLeadListHandlers(leads: LeadService): Pick<OperationHandlers, ListOperation> {
  const search = async (
    request: ContractRequest<'searchOpenRoLeads'>,
    list: SwimlaneLeadList,
    view: LeadView,
  ): Promise<Schemas['LeadPage']> => {
    const query = request.query as { page?: number; size?: number };
    const paging = { page: query.page ?? 0, size: query.size ?? 50 };
    // Node lower-cases header names; the contract spells it enterpriseId.
    const enterpriseId = (request.headers as Record<string, string | undefined>)['enterpriseid'];
    const appointmentList = APPOINTMENT_LISTS[list];
    if (appointmentList) {
      // These lists are about real appointments: their dates are the appointments' days, and the
      // service types only chose the list (spec 2 §7: pre-CSI when serviceTypes is PRE_CSI_LIST).
      const { startDate, endDate, ...filter } = request.body;
      return leads.search(principalOf(request), {
        ...filter,
        ...paging,
        serviceType: undefined,
        serviceTypes: undefined,
        appointmentList: { list: appointmentList, startDate, endDate },
        enterpriseId: filter.enterpriseId ?? (enterpriseId === undefined ? undefined : Number(enterpriseId)),
        view,
      });
    }
    const serviceTypes = swimlaneServiceTypes(list, request.body);
    if (serviceTypes.length === 0) return emptyPage(paging);
    return leads.search(principalOf(request), {
      ...request.body,
      ...paging,
      serviceType: undefined,
      serviceTypes,
      enterpriseId:
        request.body.enterpriseId ?? (enterpriseId === undefined ? undefined : Number(enterpriseId)),
      view,
    });
  };
  const handlers = Object.fromEntries(
    Object.entries(LISTS).map(([operation, [list, view]]) => [
      operation,
      (request: ContractRequest<'searchOpenRoLeads'>) => search(request, list, view),
    ]),
  ) as unknown as Pick<OperationHandlers, keyof typeof LISTS>;
  return {
    ...handlers,
    lisaSwimlanePreCsi: async (request) => {
      const paging = { page: request.query.page ?? 0, size: request.query.size ?? 50 };
      return leads.search(principalOf(request), {
        ...paging,
        storeId: request.query.store_id_pk,
        appointmentList: { list: 'preCsi' },
        view: 'leadManager',
      });
    },
  };
}
