import type { Clock } from '@torque/domain';
import type { FastifyInstance } from 'fastify';
import { dataScopeOf } from '../auth/data-scope.js';
import { principalOf } from '../auth/authenticate.hook.js';
import type { Database } from '../db/database.js';
import type { OperationHandlers } from '../http/contract.js';
import { DataSyncImportService } from './data-sync-import.service.js';
import { DataSyncScopeRepository } from './data-sync-scope.repository.js';
import { requireBatch, requireEnterprise, requireImportRole } from './data-sync-scope.js';
import { EmailAlertService } from './email-alert.service.js';
import { EnrichmentRepository, type EnrichmentFileType } from './enrichment.repository.js';
import { EnrichmentService } from './enrichment.service.js';
import { FileUploadReportRepository, type Paged } from './file-upload-report.repository.js';
import { RecallTypeRepository } from './recall-type.repository.js';

type DataSyncOperation =
  | 'dataSyncImport'
  | 'getFileUploadReports'
  | 'getPrepaidErrorMessages'
  | 'getRecallTypes'
  | 'getRecallLeads'
  | 'getHeaRecords'
  | 'getFeaRecords'
  | 'updateEnrichmentStatus'
  | 'performEnrichment'
  | 'performFeaEnrichment'
  | 'lisaFea'
  | 'sendAllEmailAlerts';

const pageOf = (query: { page?: number; size?: number }) => ({
  page: query.page ?? 0,
  size: query.size ?? 50,
});
const envelope = <T>({ rows, total }: Paged<T>, { page, size }: { page: number; size: number }) => ({
  data: rows,
  response: 'Success',
  total,
  size,
  page,
});

/** The data-sync calls of issue 19: recall, HEA, FEA and prepaid uploads, their reports, enrichment and alerts. */
export function dataSyncHandlers(deps: {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly clock: Clock;
}): Pick<OperationHandlers, DataSyncOperation> {
  const { app, db, clock } = deps;
  const imports = new DataSyncImportService(db, clock, (err) =>
    app.log.error({ err }, 'data-sync import failed'),
  );
  // A running import finishes before the database closes.
  app.addHook('preClose', () => imports.settled());
  const enrichment = new EnrichmentService(db, clock);
  const emailAlerts = new EmailAlertService(db, clock);
  const scopes = new DataSyncScopeRepository(db);

  const recordsOf = async (
    request: { query: { page?: number; size?: number } },
    principal: ReturnType<typeof principalOf>,
    fileType: EnrichmentFileType,
    batchId: number | undefined,
  ) => {
    requireImportRole(principal);
    if (batchId !== undefined) await requireBatch(scopes, principal, batchId, [fileType]);
    const page = pageOf(request.query);
    return envelope(
      await new EnrichmentRepository(db).page(fileType, batchId, dataScopeOf(principal), page),
      page,
    );
  };

  return {
    dataSyncImport: async (request) =>
      imports.upload(
        principalOf(request),
        {
          enterpriseId: request.query.enterprise_id,
          bocId: request.query.boc_id_pk,
          storeId: request.query.store_id_pk,
          fileType: request.query.file_type,
          recallType: request.query.recall_type,
        },
        request,
      ),
    getFileUploadReports: async (request) => {
      const principal = principalOf(request);
      requireImportRole(principal);
      await requireEnterprise(scopes, principal, request.params.enterpriseId);
      const page = pageOf(request.query);
      const reports = await new FileUploadReportRepository(db).reports(
        request.params.enterpriseId,
        request.query.file_type,
        dataScopeOf(principal),
        page,
      );
      return envelope(reports, page);
    },
    getPrepaidErrorMessages: async (request) => {
      const principal = principalOf(request);
      requireImportRole(principal);
      const batchId = request.query.fileReportId;
      if (batchId !== undefined) await requireBatch(scopes, principal, batchId);
      const page = pageOf(request.query);
      return envelope(
        await new FileUploadReportRepository(db).refusedRows(batchId, dataScopeOf(principal), page),
        page,
      );
    },
    getRecallTypes: async (request) => {
      requireImportRole(principalOf(request));
      const types = await new RecallTypeRepository(db).all();
      return { data: types, response: 'Success', total: types.length, size: types.length, page: 0 };
    },
    getRecallLeads: async (request) => recordsOf(request, principalOf(request), 'RECALL', undefined),
    getHeaRecords: async (request) =>
      recordsOf(request, principalOf(request), 'HEA_ALERT', request.params.fileReportId),
    getFeaRecords: async (request) =>
      recordsOf(request, principalOf(request), 'FEA_ALERT', request.params.fileReportId),
    updateEnrichmentStatus: async (request) =>
      enrichment.setStatus(
        principalOf(request),
        request.params.id,
        request.params.statusType,
        request.query.reasonkey,
      ),
    performEnrichment: async (request) => enrichment.perform(principalOf(request), request.body, false),
    performFeaEnrichment: async (request) => enrichment.perform(principalOf(request), request.body, true),
    lisaFea: async (request) => enrichment.lisaFea(principalOf(request), request.body),
    sendAllEmailAlerts: async (request) => emailAlerts.sendAll(principalOf(request), request.body),
  };
}
