import {
  ImportResultSchema,
  mappingToKeyValues,
  progressReporter,
  type AppError,
  type DataSyncUpload,
  type ImportResult,
  type ImportTarget,
  type LeadImportOptions,
  type Result,
  type SessionStore,
  type UploadFile,
  type UploadProgress,
} from '@torque/domain';
import { browserXhrFactory, uploadWithProgress, type XhrFactory } from '../browser/upload-with-progress.js';
import { callApi, type CallOptions } from './call-api.js';
import { asBlob, multipart } from './gateway-support.js';

export type DataSyncUploadHost = {
  /** The data-sync base URL; '' is the page's own origin. */
  readonly dataSyncBaseUrl: string;
  readonly sessionStore: SessionStore;
  readonly xhrFactory?: XhrFactory;
};

export type LeadUploadHost = DataSyncUploadHost & {
  /** The main API base URL; '' is the page's own origin. */
  readonly apiBaseUrl: string;
};

type ProgressPost = {
  readonly url: string;
  readonly fields: Record<string, Blob | string>;
};

const targetQuery = (target: ImportTarget): Record<string, string> => ({
  enterprise_id: String(target.enterpriseId),
  boc_id_pk: String(target.bocId),
  store_id_pk: String(target.storeId),
});
const join = (base: string, path: string, query: URLSearchParams): string =>
  `${base.replace(/\/$/, '')}${path}?${query}`;

/**
 * POSTs an import form by XMLHttpRequest because fetch cannot report upload progress (spec 2 §7). The
 * stored token goes as the clients' middleware would send it. 100 is reported only once the answer is read.
 */
async function postWithProgress(
  host: DataSyncUploadHost,
  post: ProgressPost,
  onProgress: UploadProgress,
  options: CallOptions,
): Promise<Result<ImportResult, AppError>> {
  const token = host.sessionStore.load()?.authToken;
  const progress = progressReporter(onProgress);
  const result = await callApi(
    () =>
      uploadWithProgress({
        url: post.url,
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        body: multipart<FormData>(post.fields),
        progress,
        xhrFactory: host.xhrFactory ?? browserXhrFactory,
      }),
    ImportResultSchema,
    options,
  );
  if (result.ok) progress.done();
  return result;
}

/** POST /api/data-sync/import (openapi dataSyncImport): the file as `multipartFile` with its query. */
export function uploadDataSyncFile(
  host: DataSyncUploadHost,
  upload: DataSyncUpload,
  onProgress: UploadProgress,
  options: CallOptions,
): Promise<Result<ImportResult, AppError>> {
  const query = new URLSearchParams({
    ...targetQuery(upload),
    file_type: upload.fileType,
    ...(upload.recallType === undefined ? {} : { recall_type: upload.recallType }),
  });
  const url = join(host.dataSyncBaseUrl, '/api/data-sync/import', query);
  return postWithProgress(host, { url, fields: { multipartFile: asBlob(upload.file) } }, onProgress, options);
}

/**
 * POST /api/list-of-customer-vehicle-lead/import (openapi importCustomerVehicleLeads): the file with
 * its 1-based header row and the column mapping as the KeyValue JSON the contract names.
 */
export function uploadLeadFile(
  host: LeadUploadHost,
  target: ImportTarget,
  file: UploadFile,
  read: LeadImportOptions,
  onProgress: UploadProgress,
  options: CallOptions,
): Promise<Result<ImportResult, AppError>> {
  const url = join(
    host.apiBaseUrl,
    '/api/list-of-customer-vehicle-lead/import',
    new URLSearchParams(targetQuery(target)),
  );
  return postWithProgress(host, { url, fields: leadImportFields(file, read) }, onProgress, options);
}

/**
 * A lead file's form fields, for the import and its preview: the file, its header row, the mapping,
 * and the admin's answers (issue 30): the sold dates' format and the household choices, when given.
 */
export function leadImportFields(file: UploadFile, read: LeadImportOptions): Record<string, Blob | string> {
  return {
    headerRow: String(read.headerRow),
    mapping: JSON.stringify(mappingToKeyValues(read.mapping)),
    ...(read.dateFormat ? { dateFormat: read.dateFormat } : {}),
    ...(read.households && read.households.length > 0 ? { households: JSON.stringify(read.households) } : {}),
    // Last, so the server has read the other fields when the file arrives.
    multipartFile: asBlob(file),
  };
}
