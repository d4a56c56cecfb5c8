import { join } from 'node:path';
import {
  autoMatchColumns,
  CV_LEAD_FILE_TYPE,
  fieldsMappedTwice,
  IMPORT_FIELDS_UNMAPPED,
  leadImportFieldLabel,
  mappingFromKeyValues,
  STAFF_AREAS,
  targetOf,
  unmappedRequiredFields,
  type Clock,
  type ColumnMapping,
} from '@torque/domain';
import type { FastifyRequest } from 'fastify';
import { dataScopeOf, scopeIncludes } from '../auth/data-scope.js';
import type { Principal } from '../auth/principal.js';
import { requireRole } from '../auth/role-rules.js';
import type { Database } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { badRequest, notFound } from '../http/http-error.js';
import { CvLeadRepository, type ImportStoreRow } from './cv-lead.repository.js';
import { HeaderMappingRepository } from './header-mapping.repository.js';
import { ImportBatchRepository } from './import-batch.repository.js';
import type { ImportJobQueue } from './import-job-queue.js';
import { receiveImportFile } from './import-upload.js';
import { readLeadFileShape } from './lead-import-file.js';
import { runLeadImportJob } from './lead-import-job.js';

const IMPORT_ROLES = STAFF_AREAS.find((area) => area.id === 'imports')?.roles ?? [];
export const STORE_NOT_FOUND = 'Store not found.';
export const HEADER_ROW_INVALID = 'The header row must be a row number from 1 to 999.';
export const MAPPING_INVALID = 'The column mapping must be a list of {key, value} pairs.';
export const FIELDS_MAPPED_TWICE = (labels: readonly string[]): string =>
  `Choose one column only for: ${labels.join(', ')}.`;

/** Only the roles whose navigation shows Lead imports may import or read imports. */
export function requireImportRole(principal: Principal): void {
  requireRole(principal, (role) => IMPORT_ROLES.includes(role));
}

export type ImportTarget = {
  readonly enterpriseId: number;
  readonly bocId: number;
  readonly storeId: number;
};

const headerRowOf = (text: string | undefined): number | null => {
  if (text === undefined || text.trim() === '') return null;
  if (!/^[1-9][0-9]{0,2}$/.test(text.trim())) throw badRequest(HEADER_ROW_INVALID);
  return Number(text.trim());
};

function mappingOf(text: string): ColumnMapping {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest(MAPPING_INVALID);
  }
  const pairs = Array.isArray(parsed) ? parsed : [];
  const valid = pairs.every(
    (pair: unknown) =>
      typeof pair === 'object' &&
      pair !== null &&
      typeof (pair as { key?: unknown }).key === 'string' &&
      typeof (pair as { value?: unknown }).value === 'string',
  );
  if (!Array.isArray(parsed) || !valid || text.length > 20_000) throw badRequest(MAPPING_INVALID);
  return mappingFromKeyValues(pairs as { key: string; value: string }[]);
}

/** Receives lead files: checks who and where, reads the file's shape, then leaves the rows to a job. */
export class LeadImportService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly queue: ImportJobQueue,
    private readonly uploadsDir: () => Promise<string>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** The store must be the named BOC's and enterprise's, and in the user's scope (else it does not exist). */
  async requireStore(principal: Principal, target: ImportTarget): Promise<ImportStoreRow> {
    requireImportRole(principal);
    const store = await new CvLeadRepository(this.db).store(target.storeId);
    if (
      !store ||
      store.boc_id !== target.bocId ||
      store.enterprise_id !== target.enterpriseId ||
      !scopeIncludes(dataScopeOf(principal), store.id, store.enterprise_id)
    )
      throw notFound(STORE_NOT_FOUND);
    return store;
  }

  async start(
    principal: Principal,
    request: FastifyRequest,
    target: ImportTarget,
  ): Promise<Schemas['ImportResult']> {
    const store = await this.requireStore(principal, target);
    const file = await receiveImportFile(request, join(await this.uploadsDir(), 'imports'));
    try {
      const shape = await readLeadFileShape(file.path, file.kind, headerRowOf(file.fields['headerRow']));
      const mapping = await this.mappingFor(store.enterprise_id, shape.headers, file.fields['mapping']);
      const batchId = await new ImportBatchRepository(this.db).create(
        {
          enterpriseId: store.enterprise_id,
          bocId: store.boc_id,
          storeId: store.id,
          fileName: file.fileName,
          totalRecords: shape.totalRecords,
          uploadedBy: principal.userId,
        },
        this.clock.now(),
      );
      const job = { ...shape, batchId, storeId: store.id, bocId: store.boc_id, ...file, mapping };
      this.queue.enqueue(() => runLeadImportJob(this.db, this.clock, job, this.onError));
      return {
        fileReportId: batchId,
        fileName: file.fileName,
        status: 'PROCESSING',
        totalRecords: shape.totalRecords,
      };
    } catch (error) {
      await file.discard();
      throw error;
    }
  }

  /** The upload's mapping, else the enterprise's saved one, else the automatic match; every required field once. */
  private async mappingFor(
    enterpriseId: number,
    headers: readonly string[],
    sent: string | undefined,
  ): Promise<ColumnMapping> {
    let chosen: ColumnMapping;
    if (sent !== undefined && sent.trim() !== '') chosen = mappingOf(sent);
    else {
      const saved = await new HeaderMappingRepository(this.db).find(enterpriseId, CV_LEAD_FILE_TYPE);
      chosen = autoMatchColumns(headers, saved ? mappingFromKeyValues(saved) : {});
    }
    const mapping: ColumnMapping = Object.fromEntries(
      headers.map((header) => [header, targetOf(chosen, header)]),
    );
    const unmapped = unmappedRequiredFields(mapping);
    if (unmapped.length > 0) throw badRequest(IMPORT_FIELDS_UNMAPPED(unmapped.map(leadImportFieldLabel)));
    const twice = fieldsMappedTwice(mapping);
    if (twice.length > 0) throw badRequest(FIELDS_MAPPED_TWICE(twice.map(leadImportFieldLabel)));
    return mapping;
  }
}
