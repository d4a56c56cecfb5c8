/** The contract's ReportPage: every report answers its rows whole (a report is read, not paged). */
export function reportPage<T>(rows: readonly T[]) {
  return { data: [...rows], response: 'OK', total: rows.length, size: rows.length, page: 0 };
}
