import type { Schemas } from '../http/contract.js';

/** A repair order as the board's reads select it (repair-order.repository.ts ORDER_COLUMNS). */
export type RepairOrderRow = {
  readonly id: number;
  readonly ro_number: string | null;
  readonly status: string;
  readonly store_id: number;
  readonly advisor_no: string | null;
  readonly advisor_name: string | null;
  readonly first_name: string | null;
  readonly last_name: string | null;
  readonly cellular: string | null;
  readonly vin: string | null;
  readonly opened_at: Date | null;
  readonly promised_at: Date | null;
  readonly closed_on: string | null;
  readonly fsi_id: number | null;
  readonly total_unread_count: number | null;
  readonly last_message_received_date: Date | null;
};

const iso = (at: Date | null): string | null => (at === null ? null : at.toISOString());

/**
 * The wire's ServiceOrder. The bridge leaves the customer's phone out (`withPhone` false): the board
 * shows names, never numbers, and a separate bridge host, which sees every store, gets no phone either.
 */
export function toServiceOrder(row: RepairOrderRow, withPhone = true): Schemas['ServiceOrder'] {
  return {
    svcOpenRoIdPK: row.id,
    roNumber: row.ro_number ?? String(row.id),
    statusCode: row.status,
    storeId: String(row.store_id),
    advisorNo: row.advisor_no,
    advisorName: row.advisor_name,
    customerName: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
    cellular: withPhone ? row.cellular : null,
    vin: row.vin,
    openDate: iso(row.opened_at),
    closedDate: row.closed_on,
    promisedDate: iso(row.promised_at),
    futureServiceInteractionId: row.fsi_id,
    totalUnreadCount: row.total_unread_count ?? 0,
    lastMessageReceivedDate: iso(row.last_message_received_date),
  };
}

/** The list envelope the contract's pages share. */
export function pageOf<T>(data: readonly T[], total: number, page: number, size: number) {
  return { data: [...data], response: 'OK', total, size, page };
}
