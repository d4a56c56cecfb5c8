import { systemClock, type Clock } from '@torque/domain';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../auth/authenticate.hook.js';
import type { Database } from '../db/database.js';
import type { OperationHandlers } from '../http/contract.js';
import { wireDate } from '../planners/planner-query.js';
import { CvLeadService } from './cv-lead.service.js';
import { ImportBatchRepository } from './import-batch.repository.js';
import { ImportJobQueue } from './import-job-queue.js';
import { ImportProgressStreams } from './import-progress.stream.js';
import { LeadImportService } from './lead-import.service.js';
import { UploadStorage } from '../uploads/upload-storage.js';

export const SERVER_RESTARTED = 'The server restarted during the import; import the file again.';

export type LeadImportOperations =
  | 'importCustomerVehicleLeads'
  | 'previewCustomerVehicleLeads'
  | 'streamImportProgress'
  | 'getCvLeadBatches'
  | 'getExcelHeaderMapping'
  | 'saveExcelHeaderMapping'
  | 'searchCustomerVehicleLeads'
  | 'runFuturePredictionForCvLeads';

export type LeadImportDeps = {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly clock?: Clock;
  /** The uploads folder (DATA_DIR/uploads; a private temporary one if omitted): files wait in its `imports` folder. */
  readonly uploadsDir?: string | undefined;
};

/**
 * The lead import calls (issue 19), wired in one place so app.ts adds one line: a job queue (one import
 * at a time), the progress streams, and on start the batches a stopped server left PROCESSING.
 */
export function leadImportHandlers(deps: LeadImportDeps): Pick<OperationHandlers, LeadImportOperations> {
  const { app, db } = deps;
  const clock = deps.clock ?? systemClock;
  const onError = (err: unknown) => app.log.error({ err }, 'lead import failed');
  const queue = new ImportJobQueue(onError);
  const storage = new UploadStorage(deps.uploadsDir);
  const imports = new LeadImportService(db, clock, queue, () => storage.root(), onError);
  const leads = new CvLeadService(db, clock);
  const streams = new ImportProgressStreams(db);
  // Like the other start-up work, a failure here is logged and never stops the server starting.
  app.addHook('onReady', async () => {
    await new ImportBatchRepository(db)
      .failAbandoned(SERVER_RESTARTED, clock.now())
      .catch((err: unknown) => app.log.error({ err }, 'abandoned lead imports not marked failed'));
  });
  // An import in flight finishes (or fails) before the database closes; open streams end first.
  app.addHook('preClose', async () => {
    streams.closeAll();
    await queue.idle();
  });
  return {
    importCustomerVehicleLeads: async (request) =>
      imports.start(principalOf(request), request, {
        enterpriseId: request.query.enterprise_id,
        bocId: request.query.boc_id_pk,
        storeId: request.query.store_id_pk,
      }),
    previewCustomerVehicleLeads: async (request) =>
      imports.preview(principalOf(request), request, {
        enterpriseId: request.query.enterprise_id,
        bocId: request.query.boc_id_pk,
        storeId: request.query.store_id_pk,
      }),
    streamImportProgress: async (request, reply) => {
      await leads.batch(principalOf(request), request.params.fileReportId);
      reply.hijack();
      await streams.serve(request.params.fileReportId, reply.raw);
      return undefined as never;
    },
    getCvLeadBatches: async (request) =>
      leads.batches(principalOf(request), { page: request.query.page ?? 0, size: request.query.size ?? 50 }),
    getExcelHeaderMapping: async (request) => leads.mapping(principalOf(request), request.query.file_type),
    saveExcelHeaderMapping: async (request) => leads.saveMapping(principalOf(request), request.body),
    searchCustomerVehicleLeads: async (request) =>
      leads.search(principalOf(request), {
        batchId: request.query.batchId ?? null,
        searchText: request.query.searchText ?? null,
        page: request.query.page ?? 0,
        size: request.query.size ?? 50,
      }),
    runFuturePredictionForCvLeads: async (request) =>
      leads.predict(
        principalOf(request),
        request.query.batchId ?? null,
        { page: request.query.page ?? 0, size: request.query.size ?? 50 },
        wireDate('plannerDate', request.query.plannerDate),
      ),
  };
}
