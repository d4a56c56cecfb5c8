import { STAFF_AREAS, type ReportFilter } from '@torque/domain';
import { DateTime } from 'luxon';
import { dataScopeOf, scopeCondition } from '../auth/data-scope.js';
import type { Principal } from '../auth/principal.js';
import { requireRole } from '../auth/role-rules.js';
import type { Queryable } from '../db/database.js';
import { SqlParams } from '../db/sql-params.js';
import { badRequest } from '../http/http-error.js';
import { ReportStoresRepository } from './report-stores.repository.js';

const REPORT_ROLES = STAFF_AREAS.find((area) => area.id === 'reports')?.roles ?? [];

/** A year and a day: the longest range a report answers (a year of data, whatever the month lengths). */
export const MAX_REPORT_DAYS = 366;
export const RANGE_BACKWARDS = 'The start date must be on or before the end date.';
export const RANGE_TOO_LONG = `A report covers at most ${MAX_REPORT_DAYS} days: choose a shorter range.`;

/** A store a report counts, with the zone its days are read in (spec: counts bucketed by the store's own day). */
export type ReportStore = { readonly id: number; readonly name: string; readonly officeTimeZone: string };

/** What a report reads: the stores it may count and its range of whole local days. */
export type ReportScope = {
  readonly stores: readonly ReportStore[];
  readonly storeIds: readonly number[];
  /** Inclusive YYYY-MM-DD dates, each read in the store's own zone. */
  readonly startDate: string;
  readonly endDate: string;
};

/** Only the roles whose navigation shows Reports may read them. */
export function requireReportRole(principal: Principal): void {
  requireRole(principal, (role) => REPORT_ROLES.includes(role));
}

function checkedRange(filter: Pick<ReportFilter, 'startDate' | 'endDate'>): void {
  const start = DateTime.fromISO(filter.startDate, { zone: 'utc' });
  const end = DateTime.fromISO(filter.endDate, { zone: 'utc' });
  if (!start.isValid || !end.isValid) throw badRequest('Dates must be real calendar dates (YYYY-MM-DD).');
  if (end < start) throw badRequest(RANGE_BACKWARDS);
  if (end.diff(start, 'days').days + 1 > MAX_REPORT_DAYS) throw badRequest(RANGE_TOO_LONG);
}

/**
 * The stores of the filter the user may see: the filter's enterprise, narrowed to its BOCs and stores
 * when it names any, and always to the user's own data scope. A store outside the scope is simply not
 * counted, as if it had no data (the answer never says it exists).
 */
export async function reportScope(
  db: Queryable,
  principal: Principal,
  filter: Pick<ReportFilter, 'enterpriseId' | 'bocIds' | 'storeIds' | 'startDate' | 'endDate'>,
): Promise<ReportScope> {
  requireReportRole(principal);
  checkedRange(filter);
  const params = new SqlParams();
  const conditions = [
    `s.enterprise_id = ${params.add(filter.enterpriseId)}`,
    scopeCondition(dataScopeOf(principal), 's', params),
  ];
  if (filter.bocIds.length > 0) conditions.push(`s.boc_id = ANY(${params.add(filter.bocIds)}::int[])`);
  if (filter.storeIds.length > 0) conditions.push(`s.id = ANY(${params.add(filter.storeIds)}::int[])`);
  const rows = await new ReportStoresRepository(db).where(conditions, params);
  const stores = rows.map((row) => ({ id: row.id, name: row.name, officeTimeZone: row.office_time_zone }));
  return {
    stores,
    storeIds: stores.map((store) => store.id),
    startDate: filter.startDate,
    endDate: filter.endDate,
  };
}

/**
 * SQL for "this timestamp falls in the report's range of local days", for a row whose store alias is
 * given: each store's days begin at its own midnight. The range's first and last instants are worked
 * out here once per zone of the scope's stores (from the first local midnight to the midnight after the
 * last day), so each row is compared with two instants instead of converted into its zone (issue 32: that
 * conversion cost most of a report's time). `params` collects the values.
 */
export function inLocalRange(
  timestampSql: string,
  storeAlias: string,
  scope: Pick<ReportScope, 'stores' | 'startDate' | 'endDate'>,
  params: SqlParams,
): string {
  const zones = [...new Set(scope.stores.map((store) => store.officeTimeZone))];
  if (zones.length === 0) return 'false';
  const startOf = (day: string, zone: string, plusDays: number) =>
    DateTime.fromISO(day, { zone }).plus({ days: plusDays }).startOf('day').toJSDate();
  const edge = (day: string, plusDays: number) =>
    zones.length === 1
      ? `${params.add(startOf(day, zones[0]!, plusDays))}::timestamptz`
      : `CASE ${storeAlias}.office_time_zone ${zones
          .map(
            (zone) =>
              `WHEN ${params.add(zone)} THEN ${params.add(startOf(day, zone, plusDays))}::timestamptz`,
          )
          .join(' ')} END`;
  return `(${timestampSql} >= ${edge(scope.startDate, 0)} AND ${timestampSql} < ${edge(scope.endDate, 1)})`;
}

/** SQL for the local calendar day of a timestamp in its store's zone (the day bucket of a count). */
export function localDay(timestampSql: string, storeAlias: string): string {
  return `(${timestampSql} AT TIME ZONE ${storeAlias}.office_time_zone)::date`;
}

/**
 * SQL for "this lead is one the report counts": its store is in the scope and, when the filter names
 * service types, its planned service is one of them. `leadAlias` is the future_service_interaction row.
 */
export function leadInScope(
  leadAlias: string,
  scope: Pick<ReportScope, 'storeIds'>,
  serviceTypes: readonly string[],
  params: SqlParams,
): string {
  const conditions = [`${leadAlias}.store_id = ANY(${params.add(scope.storeIds)}::int[])`];
  if (serviceTypes.length > 0)
    conditions.push(`${leadAlias}.planned_service_type = ANY(${params.add(serviceTypes)}::text[])`);
  return conditions.join(' AND ');
}
