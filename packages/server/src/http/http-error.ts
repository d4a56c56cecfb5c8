import { STATUS_CODES } from 'node:http';

/** An expected failure a handler or service reports to the client with its status code. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers the answer carries, such as a 429's Retry-After. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string): HttpError => new HttpError(400, message);
export const unauthorized = (message: string): HttpError => new HttpError(401, message);
export const notFound = (message: string): HttpError => new HttpError(404, message);

/** The contract's ErrorResponse; `errors[0]` is what the web app shows (spec 1 §8). */
export type ErrorBody = {
  readonly statusCode: number;
  readonly error: string;
  readonly message: string;
  readonly errors: readonly string[];
};

export const errorBody = (statusCode: number, message: string): ErrorBody => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
  errors: [message],
});

export const forbidden = (message: string): HttpError => new HttpError(403, message);
