import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import {
  IMPORT_FILE_TOO_LARGE,
  IMPORT_WRONG_TYPE,
  importFileKind,
  MAX_IMPORT_BYTES,
  type ImportFileKind,
} from '@torque/domain';
import { badRequest } from '../http/http-error.js';
import { readMultipartBody } from '../uploads/multipart-body.js';

export const IMPORT_FILE_REQUIRED = "Please attach the file as the form field 'multipartFile'.";
export const IMPORT_MULTIPART_REQUIRED = 'Please send the file as multipart/form-data.';
export const IMPORT_FILE_EMPTY = 'The file is empty.';

/** A received import file, on disk until its import is over (then `discard`). */
export type ReceivedImportFile = {
  readonly path: string;
  readonly fileName: string;
  readonly kind: ImportFileKind;
  readonly bytes: number;
  /** The other form fields (headerRow, mapping), as text. */
  readonly fields: Readonly<Record<string, string>>;
  readonly discard: () => Promise<void>;
};

/**
 * Streams an import upload to `dir` without holding it in memory: the file part must be
 * `multipartFile`, a .csv or .xlsx of at most 10 MB (IMPORT_FILE_TOO_LARGE beyond, and nothing is
 * kept). Form fields sent before the file are read too.
 */
export async function receiveImportFile(request: FastifyRequest, dir: string): Promise<ReceivedImportFile> {
  if (!request.isMultipart()) throw badRequest(IMPORT_MULTIPART_REQUIRED);
  await mkdir(dir, { recursive: true });
  return readMultipartBody(request, () => receiveParts(request, dir));
}

async function receiveParts(request: FastifyRequest, dir: string): Promise<ReceivedImportFile> {
  const fields: Record<string, string> = {};
  let received: ReceivedImportFile | undefined;
  for await (const part of request.parts({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } })) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    if (part.fieldname !== 'multipartFile' || received) {
      part.file.resume();
      continue;
    }
    const kind = importFileKind(part.filename);
    if (!kind) {
      part.file.resume();
      throw badRequest(IMPORT_WRONG_TYPE);
    }
    const path = join(dir, `${randomUUID()}.${kind}`);
    const discard = () => rm(path, { force: true });
    // A body cut short fails here: keep no half-written file.
    await pipeline(part.file, createWriteStream(path)).catch(async (error: unknown) => {
      await discard();
      throw error;
    });
    if (part.file.truncated) {
      await discard();
      throw badRequest(IMPORT_FILE_TOO_LARGE);
    }
    const { size } = await stat(path);
    if (size === 0) {
      await discard();
      throw badRequest(IMPORT_FILE_EMPTY);
    }
    received = { path, fileName: part.filename.slice(0, 255), kind, bytes: size, fields, discard };
  }
  if (!received) throw badRequest(IMPORT_FILE_REQUIRED);
  return received;
}
