import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
import { readSheet } from 'read-excel-file/node';
import { IMPORT_UNREADABLE, type ImportFileKind } from '@torque/domain';
import { badRequest } from '../http/http-error.js';

/** A spreadsheet cell as text: dates as ISO (the row rules read them), numbers as written. */
const cellText = (cell: unknown): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString();
  return String(cell);
};

/**
 * The rows of an import file, each as its cells' text, in file order. A CSV is streamed row by row
 * (memory stays flat however long it is). An .xlsx is a zip of XML, so read-excel-file reads its
 * first sheet whole; the 10 MB upload limit bounds that. A file that cannot be read is refused with
 * IMPORT_UNREADABLE (400) before any row is kept.
 */
export async function* importFileRows(path: string, kind: ImportFileKind): AsyncGenerator<string[]> {
  if (kind === 'xlsx') {
    const sheet = await readSheet(createReadStream(path)).catch(() => {
      throw badRequest(IMPORT_UNREADABLE);
    });
    for (const row of sheet) yield row.map(cellText);
    return;
  }
  const parser = createReadStream(path).pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: true, trim: true }),
  );
  try {
    for await (const row of parser as AsyncIterable<string[]>) yield row;
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('CSV_')) throw badRequest(IMPORT_UNREADABLE);
    throw error;
  }
}
