import {
  checkEnrichmentStatus,
  ERROR_ALERT_SERVICE_TYPES,
  PROCESSING_STARTED,
  type Clock,
  type ProcessStatus,
} from '@torque/domain';
import { dataScopeOf } from '../auth/data-scope.js';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../db/database.js';
import { badRequest, notFound } from '../http/http-error.js';
import { DataSyncScopeRepository } from './data-sync-scope.repository.js';
import { requireBatch, requireImportRole } from './data-sync-scope.js';
import { EnrichmentRepository } from './enrichment.repository.js';

export const NOT_AN_ENRICHMENT_FILE = 'This file report has no recall, HEA or FEA records to enrich.';
export const NOT_AN_FEA_FILE = 'This file report is not an FEA alert file.';
export const NO_SUCH_RECORD = 'No such record.';

export type EnrichmentRequest = {
  readonly fileReportId: number;
  readonly ids?: readonly number[] | undefined;
};

const idsOf = (request: EnrichmentRequest): readonly number[] | null =>
  request.ids && request.ids.length > 0 ? request.ids : null;

/** Enrichment of recall, HEA and FEA records, their status, and the leads lisa/fea makes of FEA alerts. */
export class EnrichmentService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /**
   * Matches the records' VINs to the enterprise's vehicles and copies the customer and vehicle onto
   * them, in one statement: done by the time it answers, so the answer is COMPLETED at 100%.
   */
  async perform(principal: Principal, request: EnrichmentRequest, feaOnly: boolean): Promise<ProcessStatus> {
    requireImportRole(principal);
    const batch = await requireBatch(new DataSyncScopeRepository(this.db), principal, request.fileReportId);
    if (feaOnly && batch.fileType !== 'FEA_ALERT') throw badRequest(NOT_AN_FEA_FILE);
    if (!['RECALL', 'HEA_ALERT', 'FEA_ALERT'].includes(batch.fileType))
      throw badRequest(NOT_AN_ENRICHMENT_FILE);
    await new EnrichmentRepository(this.db).enrich(batch.id, idsOf(request));
    return { status: 'COMPLETED', message: PROCESSING_STARTED, percentage: 100 };
  }

  async setStatus(
    principal: Principal,
    id: number,
    statusType: string,
    reasonkey: string | undefined,
  ): Promise<{ message: string }> {
    requireImportRole(principal);
    const checked = checkEnrichmentStatus(statusType, reasonkey);
    if (!checked.ok) throw badRequest(checked.error);
    const records = new EnrichmentRepository(this.db);
    if (!(await records.recordInScope(id, dataScopeOf(principal)))) throw notFound(NO_SUCH_RECORD);
    await records.setStatus(id, checked.value.statusType, checked.value.reasonkey);
    return { message: `The record is ${checked.value.statusType}.` };
  }

  /**
   * lisa/fea: a not-started lead (Toyota or Lexus error alert, by the vehicle's make) for each enriched
   * FEA record that has none; other makes are skipped and counted. One statement, however many records.
   */
  async lisaFea(principal: Principal, request: EnrichmentRequest): Promise<ProcessStatus> {
    requireImportRole(principal);
    const batch = await requireBatch(new DataSyncScopeRepository(this.db), principal, request.fileReportId);
    if (batch.fileType !== 'FEA_ALERT') throw badRequest(NOT_AN_FEA_FILE);
    const { created, otherMakes: skipped } = await new EnrichmentRepository(this.db).createFeaLeads(
      batch.id,
      idsOf(request),
      ERROR_ALERT_SERVICE_TYPES,
      this.clock.now(),
    );
    return {
      status: 'COMPLETED',
      message: `${PROCESSING_STARTED}: ${created} ${created === 1 ? 'lead' : 'leads'} created, ${skipped} skipped (not a Toyota or Lexus).`,
      percentage: 100,
    };
  }
}
