import type { ReportFilter } from '@torque/domain';
import type { ReportScope } from './report-scope.js';

/** What every report repository reads: the scope (stores, range of local days) and the filter's service types. */
export type ReportQuery = {
  readonly scope: ReportScope;
  readonly serviceTypes: readonly string[];
  readonly filter: ReportFilter;
  /** Whether the user sees the whole enterprise (not one store): enterprise-wide staff's activity shows then. */
  readonly seesEnterprise: boolean;
};

/** Lists of leads stop here: a list is for reading and clicking through, not an export of a year. */
export const LIST_ROW_LIMIT = 5_000;

/** A count SQL answers as bigint text (`count(*)`) or numeric: the report's number. */
export const asNumber = (value: unknown): number =>
  value === null || value === undefined ? 0 : Number(value);
