import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../auth/authenticate.hook.js';
import type { OperationHandlers } from '../http/contract.js';
import { badRequest, HttpError, notFound } from '../http/http-error.js';
import { readMultipartBody } from './multipart-body.js';
import { FILE_TOO_LARGE, MAX_UPLOAD_BYTES } from './upload-file-type.js';
import type { UploadService } from './upload.service.js';

export const UPLOAD_PATH = '/api/uploadFile';
/** The calls that take a multipart body: the conversation upload and the two import uploads. */
export const MULTIPART_PATHS: readonly string[] = [
  UPLOAD_PATH,
  '/api/list-of-customer-vehicle-lead/import',
  // Issue 30: the lead file read and checked before the import, with the same fields.
  '/api/list-of-customer-vehicle-lead/import/preview',
  '/api/data-sync/import',
  // The enterprise logo (issue 20): added with POST, replaced with PUT.
  '/api/enterprise/:enterpriseId/logo',
];
export const FILE_REQUIRED = "Please attach the file as the form field 'file'.";
export { MULTIPART_REQUIRED } from './multipart-body.js';

const isMultipartHeader = (contentType: string | undefined): boolean =>
  (contentType ?? '').toLowerCase().startsWith('multipart/');

/**
 * Multipart bodies are parsed for the upload calls alone (MULTIPART_PATHS): any other operation
 * still answers a multipart post with 415 (cross-site form posts reach nothing). Their multipart
 * body schemas are dropped from the routes: the handlers read the stream and check the file
 * themselves, with the limits below.
 */
export async function registerUploadParsing(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: 1,
      fields: 5,
      parts: 6,
      fieldNameSize: 100,
      // A lead import's household choices ({rowNumber, choice} per row) may run long (issue 30).
      fieldSize: 1_000_000,
    },
  });
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const schema = route.schema as { body?: unknown } | undefined;
    if (
      MULTIPART_PATHS.includes(route.url) &&
      (methods.includes('POST') || methods.includes('PUT')) &&
      schema
    )
      delete schema.body;
  });
  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url ?? '';
    if (isMultipartHeader(request.headers['content-type']) && !MULTIPART_PATHS.includes(url))
      throw new HttpError(415, `Unsupported Media Type: ${request.headers['content-type']}`);
  });
}

export const FILE_NOT_FOUND = 'No such file.';

/** Shown in the browser (so a phone opens a photo); anything else is saved, never rendered as a page. */
const INLINE_TYPES = /^(image\/(png|jpeg|gif|webp|heic)|application\/pdf)$/;

export function uploadHandlers(
  uploads: UploadService,
): Pick<OperationHandlers, 'uploadConversationFile' | 'downloadConversationFile'> {
  return {
    downloadConversationFile: async (request, reply) => {
      const file = await uploads.download(request.params.fileKey);
      if (!file) throw notFound(FILE_NOT_FOUND);
      const disposition = INLINE_TYPES.test(file.contentType) ? 'inline' : 'attachment';
      return reply
        .type(file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, max-age=86400')
        .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .send(file.bytes);
    },
    uploadConversationFile: async (request) => {
      const principal = principalOf(request);
      const leadId = request.query.fsiId;
      await uploads.requireLead(principal, leadId);
      const file = await readMultipartBody(request, async () => {
        const part = await request.file();
        if (!part || part.fieldname !== 'file') throw badRequest(FILE_REQUIRED);
        const bytes = await part.toBuffer().catch((error: unknown) => {
          throw (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
            ? badRequest(FILE_TOO_LARGE)
            : error;
        });
        return { name: part.filename, declaredType: part.mimetype, bytes };
      });
      return uploads.upload(principal, leadId, file);
    },
  };
}
