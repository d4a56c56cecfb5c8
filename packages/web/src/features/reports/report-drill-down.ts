import type { ReportDefinition, ReportFilter, ReportRow } from '@torque/domain';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (value: number) => String(value).padStart(2, '0');

/** A month cell ('2026-03', '2026-03-01' or the spec's label 'Mar, 2026') as its first and last day. */
export function monthRange(value: unknown): { startDate: string; endDate: string } | null {
  if (typeof value !== 'string') return null;
  const iso = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(value.trim());
  const label = /^([A-Za-z]{3})[a-z]*,?\s+(\d{4})$/.exec(value.trim());
  const year = Number(iso?.[1] ?? label?.[2]);
  const month = iso ? Number(iso[2]) : MONTHS.indexOf((label?.[1] ?? '').toLowerCase()) + 1;
  if (!Number.isInteger(year) || month < 1 || month > 12) return null;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { startDate: `${year}-${pad(month)}-01`, endDate: `${year}-${pad(month)}-${pad(lastDay)}` };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A week cell (its Monday, YYYY-MM-DD) as its seven days, within the filter's own range. */
export function weekRange(
  value: unknown,
  filter: Pick<ReportFilter, 'startDate' | 'endDate'>,
): { startDate: string; endDate: string } | null {
  if (typeof value !== 'string' || !DAY.test(value)) return null;
  const monday = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(monday.getTime())) return null;
  const sunday = new Date(monday.getTime() + 6 * 86_400_000).toISOString().slice(0, 10);
  return {
    startDate: value > filter.startDate ? value : filter.startDate,
    endDate: sunday < filter.endDate ? sunday : filter.endDate,
  };
}

/** A whole positive number, as a number or as its digits. */
function wholeNumber(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : null;
}

/**
 * The filter of the report behind a row's figures: this report's filter narrowed by the row (its
 * `day` to that day, its `week` to that week, its month to that month, its `storeId` to that store). A row that names none of
 * them (a total, a share) stands for the whole filter.
 */
export function narrowedFilter(filter: ReportFilter, row: ReportRow): ReportFilter {
  const { day, week, storeId, reportMonth } = row;
  const range =
    typeof day === 'string' && DAY.test(day)
      ? { startDate: day, endDate: day }
      : (weekRange(week, filter) ?? monthRange(reportMonth));
  const store = wholeNumber(storeId);
  return { ...filter, ...range, ...(store !== null && { storeIds: [store] }) };
}

/** The lead a row lists, for its link to the lead manager. */
export const rowLeadId = (row: ReportRow): number | null => wholeNumber(row.leadId);

/** Spec 1 §2: one lead opens at /leadmanager/<id>. */
export const leadPath = (leadId: number): string => `/leadmanager/${leadId}`;

/** The report a row drills into: the definition's detail report, or the monthly report itself by month. */
export function drillDownTarget(
  definition: ReportDefinition,
  catalogue: readonly ReportDefinition[],
): ReportDefinition | null {
  if (!definition.drillDownTo) return null;
  return catalogue.find((candidate) => candidate.id === definition.drillDownTo) ?? null;
}
