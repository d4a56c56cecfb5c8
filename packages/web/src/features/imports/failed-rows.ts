import {
  ok,
  toCsv,
  type AppError,
  type ImportGateway,
  type PrepaidErrorMessage,
  type Result,
} from '@torque/domain';

const PAGE_SIZE = 500;

/** Every refused row of a batch, page by page. */
export async function allFailedRows(
  gateway: Pick<ImportGateway, 'prepaidErrors'>,
  fileReportId: number,
): Promise<Result<PrepaidErrorMessage[], AppError>> {
  const rows: PrepaidErrorMessage[] = [];
  for (let page = 0; ; page += 1) {
    const answer = await gateway.prepaidErrors(fileReportId, { page, size: PAGE_SIZE });
    if (!answer.ok) return answer;
    rows.push(...answer.value.data);
    if (answer.value.data.length < PAGE_SIZE || rows.length >= answer.value.total) return ok(rows);
  }
}

/**
 * The failed-rows report: Row, the row's cells under the file's own headers, Reason. Made with the
 * domain's CSV writer (toCsv), so a cell that starts like a formula opens as text.
 */
export function failedRowsCsv(rows: readonly PrepaidErrorMessage[]): string {
  const headers = [...new Set(rows.flatMap((row) => Object.keys(row.row ?? {})))];
  return toCsv(
    ['Row', ...headers, 'Reason'],
    rows.map((row) => [row.rowNumber, ...headers.map((header) => row.row?.[header] ?? ''), row.message]),
  );
}

/** The report's file name: the uploaded file's name with "-failed-rows.csv". */
export const failedRowsFileName = (fileName: string): string =>
  `${fileName.replace(/\.[^.]+$/, '')}-failed-rows.csv`;
