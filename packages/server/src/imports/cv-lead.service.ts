import { PLANNER_RUNS, type Clock } from '@torque/domain';
import { dataScopeOf, scopeIncludes } from '../auth/data-scope.js';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { badRequest, notFound } from '../http/http-error.js';
import { PlannerService, toWireRow, type DueRow } from '../planners/planner.service.js';
import { CvLeadRepository } from './cv-lead.repository.js';
import { HeaderMappingRepository } from './header-mapping.repository.js';
import { ImportBatchRepository, type ImportBatchRow } from './import-batch.repository.js';
import { requireImportRole } from './lead-import.service.js';

export const BATCH_NOT_FOUND = 'Import not found.';
export const FILE_TYPE_INVALID = 'The file type must be a code such as CV_LEAD.';
export const MAPPING_SAVED = 'Mapping Saved Successfully.';

type Page = { readonly page: number; readonly size: number };

/** Rows read so far as a whole percent; 100 only once the batch is applied. */
export function percentOf(batch: ImportBatchRow): number {
  if (batch.status === 'COMPLETED') return 100;
  if (batch.total_records === 0) return 0;
  return Math.min(99, Math.floor((batch.processed_records * 100) / batch.total_records));
}

export const progressOf = (batch: ImportBatchRow): Schemas['ImportProgress'] => ({
  fileReportId: batch.id,
  status: batch.status,
  percent: percentOf(batch),
  processedRecords: batch.processed_records,
  totalRecords: batch.total_records,
  failedRecords: batch.failed_records,
  message: batch.message,
});

const checkedFileType = (fileType: string): string => {
  if (!/^[A-Z_]{1,40}$/.test(fileType)) throw badRequest(FILE_TYPE_INVALID);
  return fileType;
};

/** Reading lead imports: batches, their progress, the imported rows, mappings, and the planners over them. */
export class CvLeadService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** A lead file the user may see; another enterprise's is reported as missing. */
  async batch(principal: Principal, batchId: number): Promise<ImportBatchRow> {
    requireImportRole(principal);
    const batch = await new ImportBatchRepository(this.db).find(batchId);
    const scope = dataScopeOf(principal);
    if (!batch || !scopeIncludes(scope, batch.store_id ?? 0, batch.enterprise_id))
      throw notFound(BATCH_NOT_FOUND);
    return batch;
  }

  async batches(principal: Principal, page: Page): Promise<Schemas['CvLeadBatchPage']> {
    requireImportRole(principal);
    const { rows, total } = await new ImportBatchRepository(this.db).page(principal.enterpriseId, page);
    const data = rows.map((row) => ({
      batchId: row.id,
      fileName: row.file_name,
      uploadedOn: row.uploaded_on.toISOString(),
      total: row.total_records,
      status: row.status,
      percent: percentOf(row),
      failedRecords: row.failed_records,
      createdCustomers: row.created_customers,
      updatedCustomers: row.updated_customers,
      mergedRows: row.merged_rows,
      message: row.message,
    }));
    return { data, response: 'OK', total, size: page.size, page: page.page };
  }

  async search(
    principal: Principal,
    query: { batchId: number | null; searchText: string | null } & Page,
  ): Promise<Schemas['CustomerVehicleLeadPage']> {
    requireImportRole(principal);
    const { rows, total } = await new CvLeadRepository(this.db).search({
      enterpriseId: principal.enterpriseId,
      ...query,
      searchText: query.searchText?.trim() || null,
    });
    const data = rows.map((row) => ({
      id: row.id,
      batchId: row.batch_id,
      firstName: row.first_name,
      lastName: row.last_name,
      cellular: row.cellular,
      email: row.email,
      vin: row.vin,
      make: row.make,
      model: row.model,
      year: row.year,
      soldDate: row.sold_date,
      status: row.status,
    }));
    return { data, response: 'OK', total, size: query.size, page: query.page };
  }

  async mapping(principal: Principal, fileType: string): Promise<Schemas['HeaderMapping']> {
    requireImportRole(principal);
    const type = checkedFileType(fileType);
    const saved = await new HeaderMappingRepository(this.db).find(principal.enterpriseId, type);
    return { fileType: type, mapping: saved ?? [] };
  }

  async saveMapping(principal: Principal, mapping: Schemas['HeaderMapping']): Promise<{ message: string }> {
    requireImportRole(principal);
    const type = checkedFileType(mapping.fileType);
    await new HeaderMappingRepository(this.db).save(
      principal.enterpriseId,
      type,
      mapping.mapping.map(({ key, value }) => ({ key, value })),
      principal.userId,
      this.clock.now(),
    );
    return { message: MAPPING_SAVED };
  }

  /**
   * Every planner run over the imported vehicles (of one batch, or of all the enterprise's lead files):
   * the runs are computed for the batch's store and only the imported vehicles' due rows are kept.
   */
  async predict(
    principal: Principal,
    batchId: number | null,
    page: Page,
    plannerDate: string | null,
  ): Promise<Schemas['PlannerPage']> {
    requireImportRole(principal);
    const vehicles = await new CvLeadRepository(this.db).vehicles(principal.enterpriseId, batchId);
    if (!vehicles) throw notFound(BATCH_NOT_FOUND);
    const wanted = new Set(vehicles.ids);
    const planners = new PlannerService(this.db, this.clock);
    const rows: DueRow[] = [];
    if (wanted.size > 0)
      for (const run of PLANNER_RUNS) {
        const due = await planners.due(
          {
            run,
            enterpriseId: principal.enterpriseId,
            storeId: vehicles.storeId,
            plannerDate,
            hardRun: true,
          },
          dataScopeOf(principal),
          this.clock.now(),
        );
        rows.push(...due.filter((row) => wanted.has(row.candidate.vehicleId)));
      }
    const start = page.page * page.size;
    return {
      data: rows.slice(start, start + page.size).map(toWireRow),
      response: 'OK',
      total: rows.length,
      size: page.size,
      page: page.page,
    };
  }
}
