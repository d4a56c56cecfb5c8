import { principalOf } from '../auth/authenticate.hook.js';
import type { OperationHandlers } from '../http/contract.js';
import type { RepairOrderService } from './repair-order.service.js';

export type RepairOrderOperations =
  | 'getOpenRoAdvisors'
  | 'getOpenRo'
  | 'searchOpenRosByDate'
  | 'searchOpenRosByStatus'
  | 'lisaSwimlaneRoStatus'
  | 'searchClosedRosByClosedDate'
  | 'lisaSwimlaneRoClosed'
  | 'searchServiceClosedByDate'
  | 'getStateInspectionReport'
  | 'searchServiceClosedByAdvisor'
  | 'searchOpcodes'
  | 'downloadOpcodes';

/** The twelve repair-order operations (openapi tag repair orders). */
export function repairOrderHandlers(
  orders: RepairOrderService,
): Pick<OperationHandlers, RepairOrderOperations> {
  return {
    getOpenRoAdvisors: async (request) =>
      orders.advisors(principalOf(request), request.params.bocId, request.params.storeId),
    getOpenRo: async (request) =>
      orders.one(
        principalOf(request),
        request.params.bocId,
        request.params.storeId,
        request.params.svcOpenRoIdPK,
      ),
    searchOpenRosByDate: async (request) =>
      orders.openByDate(principalOf(request), request.params, request.query, {
        page: request.query.page ?? 0,
        size: request.query.size ?? 50,
      }),
    searchOpenRosByStatus: async (request) =>
      orders.byStatus(
        principalOf(request),
        request.query.store_id_pk,
        [request.query.statusCode],
        request.query.advisorNo,
      ),
    lisaSwimlaneRoStatus: async (request) => orders.swimlane(principalOf(request), request.body, false),
    searchClosedRosByClosedDate: async (request) => orders.closedByDate(principalOf(request), request.query),
    lisaSwimlaneRoClosed: async (request) => orders.swimlane(principalOf(request), request.body, true),
    searchServiceClosedByDate: async (request) =>
      orders.serviceClosed(principalOf(request), request.params, request.body, 'by-date'),
    getStateInspectionReport: async (request) =>
      orders.serviceClosed(principalOf(request), request.params, request.body, 'state-inspection'),
    searchServiceClosedByAdvisor: async (request) =>
      orders.serviceClosed(principalOf(request), request.params, request.body, 'by-advisor'),
    searchOpcodes: async (request) => orders.opcodes(principalOf(request), request.body),
    downloadOpcodes: async (request, reply) => {
      const csv = await orders.opcodesCsv(principalOf(request), request.body);
      void reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="opcodes.csv"');
      return csv;
    },
  };
}
