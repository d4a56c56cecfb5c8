import { isoToday, toCsv, type Clock } from '@torque/domain';
import { DateTime } from 'luxon';
import { dataScopeOf } from '../auth/data-scope.js';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { badRequest, notFound } from '../http/http-error.js';
import { wireDate } from '../planners/planner-query.js';
import { OpcodeRepository, type OpcodeRow } from './opcode.repository.js';
import { RepairOrderRepository, type OrderFilter, type Window } from './repair-order.repository.js';
import { pageOf, toServiceOrder } from './repair-order-row.js';
import { requireServiceLaneRole, requireVisibleStore } from './service-board-access.js';

type OrderPage = Schemas['ServiceOrderPage'];
export const REPAIR_ORDER_NOT_FOUND = 'Repair order not found.';
const ALL: Window = { page: 0, size: 1000 };

/** A required DD.MM.YYYY date as ISO. */
function dotted(field: string, text: string | undefined): string {
  const iso = wireDate(field, text);
  if (!iso) throw badRequest(`${field} must be a real date as DD.MM.YYYY.`);
  return iso;
}

function ordered(from: string, to: string): void {
  if (from > to) throw badRequest('startDate must not be after endDate.');
}

/** Open and closed repair orders and opcodes, within the user's role and stores (openapi repair orders). */
export class RepairOrderService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async advisors(principal: Principal, bocId: number, storeId: number): Promise<Schemas['AdvisorPage']> {
    await requireVisibleStore(this.db, principal, storeId, bocId);
    const advisors = await new RepairOrderRepository(this.db).advisors(storeId);
    return pageOf(advisors, advisors.length, 0, advisors.length);
  }

  async one(
    principal: Principal,
    bocId: number,
    storeId: number,
    id: number,
  ): Promise<Schemas['ServiceOrder']> {
    await requireVisibleStore(this.db, principal, storeId, bocId);
    const { rows } = await new RepairOrderRepository(this.db).orders({ storeId, id }, { page: 0, size: 1 });
    if (!rows[0]) throw notFound(REPAIR_ORDER_NOT_FOUND);
    return toServiceOrder(rows[0]);
  }

  async openByDate(
    principal: Principal,
    store: { bocId: number; storeId: number },
    range: { startDate: string; endDate: string },
    window: Window,
  ): Promise<OrderPage> {
    await requireVisibleStore(this.db, principal, store.storeId, store.bocId);
    const openedFrom = dotted('startDate', range.startDate);
    const openedTo = dotted('endDate', range.endDate);
    ordered(openedFrom, openedTo);
    return this.page({ storeId: store.storeId, open: true, openedFrom, openedTo }, window);
  }

  /** One lane: open orders of a status, or the store's orders closed today for CLOSED. */
  async byStatus(
    principal: Principal,
    storeId: number,
    statuses: readonly string[],
    advisorNo: string | undefined,
  ): Promise<OrderPage> {
    const store = await requireVisibleStore(this.db, principal, storeId);
    return this.lane(store, statuses, advisorNo, null);
  }

  /** The swimlane query (lisa): store as text, status list, advisor and an optional YYYY-MM-DD day. */
  async swimlane(principal: Principal, query: Schemas['SwimlaneQuery'], closed: boolean): Promise<OrderPage> {
    const storeId = Number(query.store);
    if (!Number.isInteger(storeId) || storeId <= 0) throw badRequest('store must be a store id.');
    const store = await requireVisibleStore(this.db, principal, storeId);
    if (closed) {
      const from = query.startDate ?? query.date ?? isoToday(this.clock.now(), store.office_time_zone);
      const to = query.endDate ?? query.date ?? from;
      ordered(from, to);
      return this.page(
        { storeId, open: false, closedFrom: from, closedTo: to, advisorNo: query.advisor },
        ALL,
      );
    }
    return this.lane(store, query.status ?? [], query.advisor, query.date ?? null);
  }

  /** Closed orders by close date; the caller sends the end date one day later (spec 2 §7), so it is exclusive. */
  async closedByDate(
    principal: Principal,
    query: { store_id_pk: number; startDate: string; endDate: string; lastMessageReceived?: boolean },
  ): Promise<OrderPage> {
    await requireVisibleStore(this.db, principal, query.store_id_pk);
    const closedFrom = dotted('startDate', query.startDate);
    const end = dotted('endDate', query.endDate);
    const closedTo = DateTime.fromISO(end).minus({ days: 1 }).toISODate()!;
    if (closedFrom > end) throw badRequest('startDate must not be after endDate.');
    return this.page(
      {
        storeId: query.store_id_pk,
        open: false,
        closedFrom,
        closedTo,
        withMessages: query.lastMessageReceived === true,
      },
      ALL,
    );
  }

  /** The three closed-service searches: by date, by date and advisor, and the state-inspection report. */
  async serviceClosed(
    principal: Principal,
    store: { bocId: number; storeId: number },
    request: Schemas['ServiceClosedSearchRequest'],
    kind: 'by-date' | 'by-advisor' | 'state-inspection',
  ): Promise<OrderPage> {
    await requireVisibleStore(this.db, principal, store.storeId, store.bocId);
    const closedFrom = wireDate('startDate', request.startDate) ?? undefined;
    const closedTo = wireDate('endDate', request.endDate) ?? undefined;
    if (closedFrom && closedTo) ordered(closedFrom, closedTo);
    let opcodes = request.opCodes?.length ? request.opCodes : undefined;
    if (kind === 'state-inspection' && !opcodes) {
      opcodes = await new OpcodeRepository(this.db).stateInspectionCodes(store.storeId);
    }
    const filter: OrderFilter = {
      storeId: store.storeId,
      open: false,
      ...(closedFrom ? { closedFrom } : {}),
      ...(closedTo ? { closedTo } : {}),
      ...(request.query?.trim() ? { text: request.query.trim() } : {}),
      ...(kind === 'by-advisor' && request.advisorNo ? { advisorNo: request.advisorNo } : {}),
      ...(opcodes ? { opcodes } : {}),
    };
    return this.page(filter, { page: request.page ?? 0, size: request.size ?? 50 });
  }

  async opcodes(
    principal: Principal,
    request: Schemas['OpcodeSearchRequest'],
  ): Promise<Schemas['OpcodePage']> {
    const { rows, total } = await this.searchOpcodes(principal, request, true);
    const size = request.size ?? 50;
    return pageOf(rows.map(toOpcode), total, request.page ?? 0, size);
  }

  /** Every matching opcode as CSV: code, description, store, skill hours (formula starts made safe). */
  async opcodesCsv(principal: Principal, request: Schemas['OpcodeSearchRequest']): Promise<string> {
    const { rows } = await this.searchOpcodes(principal, request, false);
    return toCsv(
      ['opcode', 'description', 'storeId', 'skillHours'],
      rows.map((row) => [row.code, row.description, row.store_id, row.skill_hours]),
    );
  }

  private async searchOpcodes(principal: Principal, request: Schemas['OpcodeSearchRequest'], paged: boolean) {
    requireServiceLaneRole(principal);
    if (request.storeId !== undefined) await requireVisibleStore(this.db, principal, request.storeId);
    return new OpcodeRepository(this.db).search(
      dataScopeOf(principal),
      { storeId: request.storeId, text: request.searchText?.trim() || undefined },
      paged ? { page: request.page ?? 0, size: request.size ?? 50 } : null,
    );
  }

  private lane(
    store: { id: number; office_time_zone: string },
    statuses: readonly string[],
    advisorNo: string | undefined,
    day: string | null,
  ): Promise<OrderPage> {
    const closed = statuses.includes('CLOSED');
    const today = day ?? isoToday(this.clock.now(), store.office_time_zone);
    const open = statuses.filter((status) => status !== 'CLOSED');
    if (closed && open.length === 0)
      return this.page(
        { storeId: store.id, open: false, closedFrom: today, closedTo: today, advisorNo },
        ALL,
      );
    return this.page({ storeId: store.id, open: true, statuses: open, advisorNo }, ALL);
  }

  private async page(filter: OrderFilter, window: Window): Promise<OrderPage> {
    const { rows, total } = await new RepairOrderRepository(this.db).orders(filter, window);
    return pageOf(
      rows.map((row) => toServiceOrder(row)),
      total,
      window.page,
      window.size,
    );
  }
}

const toOpcode = (row: OpcodeRow): Schemas['Opcode'] => ({
  opcode: row.code,
  description: row.description,
  storeId: row.store_id,
  price: null,
});
