import { dataScopeOf } from '../auth/data-scope.js';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { badRequest } from '../http/http-error.js';
import { wireDate } from '../planners/planner-query.js';
import { isoToDotted } from './dotted-date.js';
import { pageOf } from './repair-order-row.js';
import { SalesRepository, type CarePlanRow, type SaleFilter, type SaleRow } from './sales.repository.js';
import { requireVisibleStore } from './service-board-access.js';

type Store = { readonly bocId: number; readonly storeId: number };
type Window = { readonly page?: number | undefined; readonly size?: number | undefined };

/** Sales (vehicles the store delivered) and vehicle care plans, within the user's role and stores. */
export class SalesService {
  constructor(private readonly db: Database) {}

  async bySoldDate(principal: Principal, store: Store, soldDate: string, window: Window) {
    const day = wireDate('sold_date', soldDate);
    return this.search(principal, store, { soldFrom: day ?? undefined, soldTo: day ?? undefined }, window);
  }

  async search(
    principal: Principal,
    store: Store,
    filter: Omit<SaleFilter, 'scope' | 'storeId'>,
    window: Window,
  ): Promise<Schemas['SalesPage']> {
    await requireVisibleStore(this.db, principal, store.storeId, store.bocId);
    if (filter.soldFrom && filter.soldTo && filter.soldFrom > filter.soldTo)
      throw badRequest('start_sold_date must not be after end_sold_date.');
    const page = { page: window.page ?? 0, size: window.size ?? 50 };
    const { rows, total } = await new SalesRepository(this.db).sales(
      { ...filter, scope: dataScopeOf(principal), storeId: store.storeId },
      page,
    );
    return pageOf(rows.map(toSale), total, page.page, page.size);
  }

  /** Dotted dates of a request as the filter's ISO days. */
  soldRange(start: string | undefined, end: string | undefined) {
    return {
      soldFrom: wireDate('start_sold_date', start) ?? undefined,
      soldTo: wireDate('end_sold_date', end) ?? undefined,
    };
  }

  async carePlans(principal: Principal, store: Store): Promise<Schemas['VcpMasterPage']> {
    await requireVisibleStore(this.db, principal, store.storeId, store.bocId);
    const plans = await new SalesRepository(this.db).carePlans(store.storeId);
    return pageOf(plans.map(toCarePlan), plans.length, 0, plans.length);
  }

  async saveCarePlan(
    principal: Principal,
    store: Store,
    plan: Schemas['VcpMaster'],
  ): Promise<Schemas['VcpMaster']> {
    await requireVisibleStore(this.db, principal, store.storeId, store.bocId);
    const code = plan.planCode.trim();
    if (!/^[A-Za-z0-9_-]{1,30}$/.test(code))
      throw badRequest('planCode must be 1 to 30 letters, digits, - or _.');
    if ((plan.months ?? 1) <= 0 || (plan.mileage ?? 1) <= 0)
      throw badRequest('months and mileage must be positive.');
    const saved = await new SalesRepository(this.db).saveCarePlan(store.storeId, {
      plan_code: code,
      description: plan.description ?? null,
      months: plan.months ?? null,
      mileage: plan.mileage ?? null,
      active: plan.active ?? true,
    });
    return toCarePlan(saved);
  }
}

const toSale = (row: SaleRow): Schemas['SalesRecord'] => ({
  id: row.id,
  dealNo: row.deal_no,
  dealType: row.deal_type,
  sold_date: isoToDotted(row.sold_date),
  customerName: `${row.first_name} ${row.last_name}`.trim(),
  cellular: row.cellular,
  vin: row.vin,
  make: row.make,
  model: row.model,
  year: row.year,
  lastServiceDate: row.last_service_date === null ? null : isoToDotted(row.last_service_date),
});

const toCarePlan = (row: CarePlanRow): Schemas['VcpMaster'] => ({
  id: row.id,
  planCode: row.plan_code,
  description: row.description,
  months: row.months,
  mileage: row.mileage,
  active: row.active,
});
