import type { PlannerRow } from '@torque/domain';

export type PlannerSortKey = 'customer' | 'soldDate' | 'plannedDate' | 'mileage';
export type PlannerSort = { readonly key: PlannerSortKey; readonly direction: 'asc' | 'desc' };

/** DD.MM.YYYY as a sortable YYYYMMDD; '' sorts first. */
const dateKey = (wire: string | null | undefined): string => {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(wire ?? '');
  return match ? `${match[3]}${match[2]}${match[1]}` : '';
};

const VALUE: Readonly<Record<PlannerSortKey, (row: PlannerRow) => string | number>> = {
  customer: (row) => (row.customerName ?? row.cust_no).toLocaleLowerCase(),
  soldDate: (row) => dateKey(row.soldDate),
  plannedDate: (row) => dateKey(row.plannedDate),
  mileage: (row) => row.mileage ?? -1,
};

/** The page's rows in the chosen order (a stable sort: equal rows keep the server's order). */
export function sortPlannerRows(
  rows: readonly PlannerRow[],
  sort: PlannerSort | null,
): readonly PlannerRow[] {
  if (sort === null) return rows;
  const value = VALUE[sort.key];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => (a.key < b.key ? -sign : a.key > b.key ? sign : a.index - b.index))
    .map(({ row }) => row);
}

/** A header click: a new column sorts ascending, the same column flips. */
export function nextSort(current: PlannerSort | null, key: PlannerSortKey): PlannerSort {
  return current?.key === key && current.direction === 'asc'
    ? { key, direction: 'desc' }
    : { key, direction: 'asc' };
}
