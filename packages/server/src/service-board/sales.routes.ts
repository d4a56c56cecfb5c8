import { principalOf } from '../auth/authenticate.hook.js';
import type { OperationHandlers } from '../http/contract.js';
import type { SalesService } from './sales.service.js';

export type SalesOperations =
  'searchSalesBySoldDate' | 'searchSales' | 'searchSalesWithClosedService' | 'getVcpMaster' | 'saveVcpMaster';

/** The five sales operations (openapi tag sales). */
export function salesHandlers(sales: SalesService): Pick<OperationHandlers, SalesOperations> {
  return {
    searchSalesBySoldDate: async (request) =>
      sales.bySoldDate(principalOf(request), request.params, request.query.sold_date, request.query),
    searchSales: async (request) => {
      const body = request.body;
      return sales.search(
        principalOf(request),
        request.params,
        {
          ...sales.soldRange(body.start_sold_date, body.end_sold_date),
          ...(body.dealTypes ? { dealTypes: body.dealTypes } : {}),
          ...(body.searchText?.trim() ? { text: body.searchText.trim() } : {}),
        },
        { page: body.page ?? request.query.page, size: body.size ?? request.query.size },
      );
    },
    searchSalesWithClosedService: async (request) =>
      sales.search(
        principalOf(request),
        request.params,
        {
          ...sales.soldRange(request.query.start_sold_date, request.query.end_sold_date),
          dealTypes: request.body.dealTypes,
          withClosedService: true,
        },
        request.query,
      ),
    getVcpMaster: async (request) => sales.carePlans(principalOf(request), request.params),
    saveVcpMaster: async (request) => sales.saveCarePlan(principalOf(request), request.params, request.body),
  };
}
