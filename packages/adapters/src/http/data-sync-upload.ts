import {
  ImportResultSchema,
  progressReporter,
  type AppError,
  type DataSyncUpload,
  type ImportResult,
  type Result,
  type SessionStore,
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

/**
 * POST /api/data-sync/import (openapi dataSyncImport): the file as `multipartFile` with its query,
 * by XMLHttpRequest because fetch cannot report upload progress (spec 2 §7). The stored token goes
 * as the data-sync client's middleware would send it. 100 is reported only once the answer is read.
 */
export async function uploadDataSyncFile(
  host: DataSyncUploadHost,
  upload: DataSyncUpload,
  onProgress: UploadProgress,
  options: CallOptions,
): Promise<Result<ImportResult, AppError>> {
  const query = new URLSearchParams({
    enterprise_id: String(upload.enterpriseId),
    boc_id_pk: String(upload.bocId),
    store_id_pk: String(upload.storeId),
    file_type: upload.fileType,
    ...(upload.recallType === undefined ? {} : { recall_type: upload.recallType }),
  });
  const token = host.sessionStore.load()?.authToken;
  const progress = progressReporter(onProgress);
  const result = await callApi(
    () =>
      uploadWithProgress({
        url: `${host.dataSyncBaseUrl.replace(/\/$/, '')}/api/data-sync/import?${query}`,
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        body: multipart<FormData>({ multipartFile: asBlob(upload.file) }),
        progress,
        xhrFactory: host.xhrFactory ?? browserXhrFactory,
      }),
    ImportResultSchema,
    options,
  );
  if (result.ok) progress.done();
  return result;
}
