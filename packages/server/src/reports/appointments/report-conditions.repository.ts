import type { SqlParams } from '../../db/sql-params.js';
import type { ReportScope } from '../report-scope.js';

/**
 * SQL pieces the appointment, check-in and activity reports share. Each report counts only the
 * stores of its scope and the whole local days of its range (report-scope.ts); these add what
 * lets the database use its indexes and what each report family filters on.
 */

/**
 * The range as UTC bounds one day wider on each side: every zone's local day lies inside them, so
 * this narrows by index (store, time) before `inLocalRange` decides the exact local day.
 */
export function roughRange(timestampSql: string, scope: ReportScope, params: SqlParams): string {
  return `${timestampSql} >= ${params.add(scope.startDate)}::date - 1 AND ${timestampSql} < ${params.add(scope.endDate)}::date + 2`;
}

/** The scope's stores, for a row whose store column is given. */
export const inScopeStores = (storeColumn: string, scope: ReportScope, params: SqlParams): string =>
  `${storeColumn} = ANY(${params.add(scope.storeIds)}::int[])`;

/** The filter's service types (none chosen: every type). */
export function serviceTypeCondition(
  serviceTypeSql: string,
  serviceTypes: readonly string[],
  params: SqlParams,
): string {
  return serviceTypes.length === 0 ? 'TRUE' : `${serviceTypeSql} = ANY(${params.add(serviceTypes)}::text[])`;
}

/** A timestamp as its store's wall clock reads it, e.g. 2026-03-04 09:30 (the reports' "when"). */
export const localTime = (timestampSql: string, storeAlias: string): string =>
  `to_char(${timestampSql} AT TIME ZONE ${storeAlias}.office_time_zone, 'YYYY-MM-DD HH24:MI')`;

/** A local day (date) as the rows carry it: YYYY-MM-DD. */
export const dayText = (dateSql: string): string => `to_char(${dateSql}, 'YYYY-MM-DD')`;

/** "Texted": a text message we sent (queued or sent) to the customer of a lead. */
export const OUR_TEXT = `m.direction IN ('SEND', 'SENT') AND m.message_type = 'SMS'`;
/** "Answered": anything the customer sent us (a text or an e-mail). */
export const THEIR_REPLY = `m.direction = 'RECEIVED'`;

/** The customer's name as the lead list shows it. */
export const customerName = (customerAlias: string): string =>
  `trim(${customerAlias}.first_name || ' ' || ${customerAlias}.last_name)`;
