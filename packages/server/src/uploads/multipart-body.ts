import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../http/http-error.js';

export const MULTIPART_REQUIRED = 'Please send the file as multipart/form-data.';
export const MALFORMED_MULTIPART =
  'The upload could not be read: send the file as multipart/form-data with its boundary, in full.';

/**
 * Reads an upload's multipart body with `read`. The parser (busboy) throws a plain `Error` without a
 * `code` for a body it cannot read (no boundary, cut short, no parts): the client's mistake, so a
 * 400. Everything else keeps its own answer: our HttpErrors, @fastify/multipart's coded 4xx limits
 * and coded failures of our own (a full disk is still a 500). Call it only after the caller's role
 * and target are checked, so nobody gets to feed the parser a body they may not send.
 */
export async function readMultipartBody<T>(request: FastifyRequest, read: () => Promise<T>): Promise<T> {
  if (!request.isMultipart()) throw badRequest(MULTIPART_REQUIRED);
  try {
    return await read();
  } catch (error) {
    throw isUnreadableBody(error) ? badRequest(MALFORMED_MULTIPART) : error;
  }
}

const isUnreadableBody = (error: unknown): boolean =>
  error instanceof Error &&
  !(error instanceof HttpError) &&
  Object.getPrototypeOf(error) === Error.prototype &&
  (error as { code?: unknown }).code === undefined;
