import { join } from 'node:path';
import {
  autoMatchColumns,
  checkLeadRows,
  chooseSoldDateFormat,
  CV_LEAD_FILE_TYPE,
  decideDateColumnFormat,
  HouseholdAnswersSchema,
  isSoldDateFormat,
  planHouseholds,
  soldDateCells,
  soldDatesOf,
  fieldsMappedTwice,
  IMPORT_FIELDS_UNMAPPED,
  leadImportFieldLabel,
  mappingFromKeyValues,
  STAFF_AREAS,
  targetOf,
  unmappedRequiredFields,
  type Clock,
  type ColumnMapping,
  type HouseholdChoice,
  type NumberedRow,
  type SoldDateFormat,
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
import { receiveImportFile, type ReceivedImportFile } from './import-upload.js';
import { dataRowsOf, readLeadFileShape, readSoldDates, type LeadFileShape } from './lead-import-file.js';
import { runLeadImportJob } from './lead-import-job.js';

const IMPORT_ROLES = STAFF_AREAS.find((area) => area.id === 'imports')?.roles ?? [];
export const STORE_NOT_FOUND = 'Store not found.';
export const HEADER_ROW_INVALID = 'The header row must be a row number from 1 to 999.';
export const MAPPING_INVALID = 'The column mapping must be a list of {key, value} pairs.';
export const DATE_FORMAT_INVALID =
  'The sold-date format must be DD/MM/YYYY, MM/DD/YYYY, YYYY-MM-DD or DD.MM.YYYY.';
export const HOUSEHOLDS_INVALID =
  'The household choices must be a list of {rowNumber, choice} with choice MERGE or SEPARATE.';
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

const dateFormatOf = (text: string | undefined): SoldDateFormat | undefined => {
  if (text === undefined || text.trim() === '') return undefined;
  if (!isSoldDateFormat(text.trim())) throw badRequest(DATE_FORMAT_INVALID);
  return text.trim() as SoldDateFormat;
};

function householdsOf(text: string | undefined): Map<number, HouseholdChoice> {
  if (text === undefined || text.trim() === '') return new Map();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest(HOUSEHOLDS_INVALID);
  }
  const answers = HouseholdAnswersSchema.safeParse(parsed);
  if (!answers.success || text.length > 1_000_000) throw badRequest(HOUSEHOLDS_INVALID);
  return new Map(answers.data.map((answer) => [answer.rowNumber, answer.choice]));
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
      const { shape, mapping } = await this.readUpload(store.enterprise_id, file);
      const households = householdsOf(file.fields['households']);
      // The whole sold-date column decides how it is read; an open question or mixed orders refuse the file.
      const dates = await readSoldDates(file.path, file.kind, shape, mapping);
      const decided = chooseSoldDateFormat(
        decideDateColumnFormat(dates),
        dateFormatOf(file.fields['dateFormat']),
      );
      if (!decided.ok) throw badRequest(decided.message);
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
      const job = {
        ...shape,
        batchId,
        storeId: store.id,
        bocId: store.boc_id,
        ...file,
        mapping,
        dateFormat: decided.format,
        households,
      };
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

  /**
   * The whole file read and checked as the import would, nothing kept (issue 30): the sold dates'
   * format or question, every refused row, and every row sharing a number with someone of another name.
   */
  async preview(
    principal: Principal,
    request: FastifyRequest,
    target: ImportTarget,
  ): Promise<Schemas['LeadImportPreview']> {
    const store = await this.requireStore(principal, target);
    const file = await receiveImportFile(request, join(await this.uploadsDir(), 'imports'));
    try {
      const { shape, mapping } = await this.readUpload(store.enterprise_id, file);
      const rows: NumberedRow[] = [];
      for await (const row of dataRowsOf(file.path, file.kind, shape.headerIndex)) rows.push(row);
      const soldDates = soldDatesOf(
        soldDateCells(shape.headers, rows, mapping),
        dateFormatOf(file.fields['dateFormat']),
      );
      const { good, problems } = checkLeadRows(shape.headers, rows, mapping, soldDates.format);
      const phones = [...new Set(good.map((row) => row.cellular))];
      const owners = await new CvLeadRepository(this.db).phoneOwners(store.id, phones);
      const { households } = planHouseholds(good, owners, new Map());
      return {
        totalRecords: shape.totalRecords,
        headers: shape.headers,
        soldDates: soldDates.report,
        problems,
        households,
      };
    } finally {
      await file.discard();
    }
  }

  private async readUpload(
    enterpriseId: number,
    file: ReceivedImportFile,
  ): Promise<{ shape: LeadFileShape; mapping: ColumnMapping }> {
    const shape = await readLeadFileShape(file.path, file.kind, headerRowOf(file.fields['headerRow']));
    const mapping = await this.mappingFor(enterpriseId, shape.headers, file.fields['mapping']);
    return { shape, mapping };
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
