import {
  cellsOfRow,
  checkLeadImportRow,
  HOUSEHOLD_UNANSWERED,
  planHouseholds,
  type Clock,
  type ColumnMapping,
  type HouseholdChoice,
  type HouseholdRow,
  type HouseholdRowInput,
  type ImportFileKind,
  type SoldDateFormat,
} from '@torque/domain';
import { CvLeadRepository } from './cv-lead.repository.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { ImportBatchRepository, type RowError } from './import-batch.repository.js';
import { importFileRows } from './import-file-rows.js';
import { LeadImportApplyRepository } from './lead-import-apply.repository.js';
import { LeadImportStagingRepository, type StagedRow } from './lead-import-staging.repository.js';

/** What an accepted lead file needs to be processed, decided when it was received. */
export type LeadImportJob = {
  readonly batchId: number;
  readonly storeId: number;
  readonly bocId: number;
  readonly path: string;
  readonly kind: ImportFileKind;
  /** 0-based, among the file's non-blank rows. */
  readonly headerIndex: number;
  readonly headers: readonly string[];
  readonly mapping: ColumnMapping;
  /** The sold-date column's format, decided from all its values or answered by the admin. */
  readonly dateFormat: SoldDateFormat;
  /** The admin's choice per household row (rows sharing a number with a person of another name). */
  readonly households: ReadonlyMap<number, HouseholdChoice>;
  readonly discard: () => Promise<void>;
};

/** Rows written to staging (and progress reported) per statement. */
export const IMPORT_CHUNK_ROWS = 1000;
export const IMPORT_FAILED =
  'The import stopped because of an error; nothing from this file was imported. Import the file again.';

/** A row with any text: blank rows (trailing ones in spreadsheets) are not rows of the file. */
export const isBlankRow = (row: readonly string[]): boolean => row.every((cell) => cell.trim() === '');

/** The non-blank rows of an import file with their 0-based index among them. */
export async function* nonBlankRows(path: string, kind: ImportFileKind): AsyncGenerator<[number, string[]]> {
  let index = 0;
  for await (const row of importFileRows(path, kind)) {
    if (isBlankRow(row)) continue;
    yield [index, row];
    index += 1;
  }
}

/**
 * Processes one lead file: every row below the header is read through the mapping and checked;
 * refused rows are recorded with their cells, good rows staged a chunk at a time (each chunk moves
 * the batch's progress); then the staged rows are applied in one transaction. Any failure leaves
 * nothing applied and the batch FAILED with a plain message. The file is deleted in the end.
 */
export async function runLeadImportJob(
  db: Database,
  clock: Clock,
  job: LeadImportJob,
  onError: (error: unknown) => void,
): Promise<void> {
  const batches = new ImportBatchRepository(db);
  const staging = new LeadImportStagingRepository(db);
  try {
    let processed = 0;
    let failed = 0;
    let good: StagedRow[] = [];
    let refused: RowError[] = [];
    const people: HouseholdRowInput[] = [];
    const flush = async () => {
      await staging.add(job.batchId, good);
      await batches.addRowErrors(job.batchId, refused);
      await batches.progress(job.batchId, processed, failed);
      good = [];
      refused = [];
    };
    for await (const [index, row] of nonBlankRows(job.path, job.kind)) {
      if (index <= job.headerIndex) continue;
      const cells = cellsOfRow(job.headers, row, job.mapping);
      const checked = checkLeadImportRow(cells, job.dateFormat);
      processed += 1;
      if (checked.ok) {
        good.push({ ...checked.value, rowNumber: index + 1 });
        const { firstName, lastName, cellular } = checked.value;
        people.push({ rowNumber: index + 1, firstName, lastName, cellular });
      } else {
        failed += 1;
        refused.push({
          rowNumber: index + 1,
          vin: cells.vin?.trim() || null,
          message: checked.error,
          cells: Object.fromEntries(job.headers.map((header, column) => [header, row[column] ?? ''])),
        });
      }
      if (good.length + refused.length >= IMPORT_CHUNK_ROWS) await flush();
    }
    await flush();
    const phones = [...new Set(people.map((person) => person.cellular))];
    const owners = await new CvLeadRepository(db).phoneOwners(job.storeId, phones);
    const plan = planHouseholds(people, owners, job.households);
    await staging.place(job.batchId, plan.placements);
    if (plan.unanswered.length > 0) {
      await staging.remove(
        job.batchId,
        plan.unanswered.map((row) => row.rowNumber),
      );
      await batches.addRowErrors(job.batchId, await householdErrors(job, plan.unanswered));
      failed += plan.unanswered.length;
      await batches.progress(job.batchId, processed, failed);
    }
    await db.transaction(async (tx) => {
      const counts = await new LeadImportApplyRepository(tx).apply(job, clock.now());
      await new LeadImportStagingRepository(tx).clear(job.batchId);
      await new ImportBatchRepository(tx).complete(
        job.batchId,
        { ...counts, failedRecords: failed },
        clock.now(),
      );
    });
  } catch (error) {
    if (!(error instanceof HttpError)) onError(error);
    const message = error instanceof HttpError ? error.message : IMPORT_FAILED;
    await batches.fail(job.batchId, message, clock.now()).catch(onError);
    await staging.clear(job.batchId).catch(onError);
  } finally {
    await job.discard().catch(onError);
  }
}

/** Household rows left without a choice, refused with their cells as the file has them (one more pass). */
async function householdErrors(job: LeadImportJob, rows: readonly HouseholdRow[]): Promise<RowError[]> {
  const byNumber = new Map(rows.map((row) => [row.rowNumber, row]));
  const errors: RowError[] = [];
  for await (const [index, row] of nonBlankRows(job.path, job.kind)) {
    const household = byNumber.get(index + 1);
    if (!household || index <= job.headerIndex) continue;
    errors.push({
      rowNumber: index + 1,
      vin: cellsOfRow(job.headers, row, job.mapping).vin?.trim() || null,
      message: HOUSEHOLD_UNANSWERED(household),
      cells: Object.fromEntries(job.headers.map((header, column) => [header, row[column] ?? ''])),
    });
  }
  return errors;
}
