import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error.js';

export const LEAD_SUBMISSION_PATH = '/api/lead-submission';
/** Five submissions per client address per minute: a person fills the form once; a script does not. */
export const DEFAULT_LEAD_SUBMISSIONS_PER_MINUTE = 5;

/** LEAD_SUBMISSION_RATE_LIMIT (submissions per minute per client) overrides the default. */
export function leadSubmissionsPerMinute(
  env: Readonly<Record<string, string | undefined>> = process.env,
): number {
  const configured = Number(env['LEAD_SUBMISSION_RATE_LIMIT']);
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_LEAD_SUBMISSIONS_PER_MINUTE;
}

export const tooManySubmissions = (after: string): string =>
  `Too many lead submissions from this address. Please try again in ${after}.`;

/**
 * Rate-limits the public lead form per client address with @fastify/rate-limit, on that route only.
 * The route comes from the contract (fastify-openapi-glue), so its rate-limit config is attached as
 * the route is added; call this before the contract's routes are registered.
 */
export function limitLeadSubmissions(app: FastifyInstance, perMinute = leadSubmissionsPerMinute()): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.url !== LEAD_SUBMISSION_PATH || !methods.includes('POST')) return;
    route.config = {
      ...(route.config as object | undefined),
      rateLimit: {
        max: perMinute,
        timeWindow: 60_000,
        errorResponseBuilder: (_request: unknown, context: { statusCode: number; after: string }) =>
          new HttpError(context.statusCode, tooManySubmissions(context.after)),
      },
    } as typeof route.config;
  });
  void app.register(fastifyRateLimit, { global: false });
}
