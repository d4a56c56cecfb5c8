import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
import { IMPORT_UNREADABLE, type ImportFileKind } from '@torque/domain';
import { badRequest } from '../http/http-error.js';
import { xlsxFileRows } from './xlsx/xlsx-file-rows.js';

/**
 * The rows of an import file, each as its cells' text, in file order. Both kinds are streamed row by
 * row, so memory stays flat however long the file is and a caller's row limit stops the reading:
 * a CSV through csv-parse, the first sheet of an .xlsx as it is inflated (xlsx/xlsx-file-rows.ts).
 * A file that cannot be read is refused with IMPORT_UNREADABLE (400).
 */
export async function* importFileRows(path: string, kind: ImportFileKind): AsyncGenerator<string[]> {
  if (kind === 'xlsx') {
    yield* xlsxFileRows(path);
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
