import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';

type Limit = ReturnType<FastifyInstance['createRateLimit']>;
import { HttpError } from '../http/http-error.js';

export const LEAD_SUBMISSION_PATH = '/api/lead-submission';
/**
 * Thirty submissions per client address per minute: a showroom kiosk (one address) signs up one
 * customer after another, while a script hammering the form is still stopped.
 */
export const DEFAULT_LEAD_SUBMISSIONS_PER_MINUTE = 30;
/** Three submissions per customer phone in ten minutes: nobody is texted over and over, from any address. */
export const LEAD_SUBMISSIONS_PER_PHONE = 3;
const PHONE_PERIOD_MS = 10 * 60_000;

/** LEAD_SUBMISSION_RATE_LIMIT (submissions per minute per client address) overrides the default. */
export function leadSubmissionsPerMinute(
  env: Readonly<Record<string, string | undefined>> = process.env,
): number {
  const configured = Number(env['LEAD_SUBMISSION_RATE_LIMIT']);
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_LEAD_SUBMISSIONS_PER_MINUTE;
}

export const tooManySubmissions = (after: string): string =>
  `Too many lead submissions from this address. Please try again in ${after}.`;
export const tooManyForThisPhone = (after: string): string =>
  `This phone number was just submitted. Please try again in ${after}.`;

const submittedPhone = (request: FastifyRequest): string =>
  `phone:${String((request.body as { customerPhoneNumber?: unknown } | null)?.customerPhoneNumber ?? '')}`;

/** Seconds as the refusal says them: "40 seconds", "1 minute", "9 minutes". */
const wait = (seconds: number): string => {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/**
 * Rate-limits the public lead form with @fastify/rate-limit, on that route only: per client address,
 * then (once the body is read and valid) per customer phone. A refusal says when to try again, in
 * words and in Retry-After. The route comes from the contract (fastify-openapi-glue), so the check is
 * attached as the route is added; call this before the contract's routes are registered.
 */
export function limitLeadSubmissions(app: FastifyInstance, perMinute = leadSubmissionsPerMinute()): void {
  void app.register(fastifyRateLimit, { global: false });
  const limits: { check: Limit; refusal: (after: string) => string }[] = [];
  const limit: preHandlerAsyncHookHandler = async (request) => {
    if (limits.length === 0) {
      // The plugin's decorator exists once it has loaded, which is before any request.
      limits.push(
        { check: app.createRateLimit({ max: perMinute, timeWindow: 60_000 }), refusal: tooManySubmissions },
        {
          check: app.createRateLimit({
            max: LEAD_SUBMISSIONS_PER_PHONE,
            timeWindow: PHONE_PERIOD_MS,
            keyGenerator: submittedPhone,
          }),
          refusal: tooManyForThisPhone,
        },
      );
    }
    for (const { check, refusal } of limits) {
      const answer = await check(request);
      if (!answer.isAllowed && answer.isExceeded) {
        const seconds = Math.max(1, answer.ttlInSeconds);
        throw new HttpError(429, refusal(wait(seconds)), { 'Retry-After': String(seconds) });
      }
    }
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.url !== LEAD_SUBMISSION_PATH || !methods.includes('POST')) return;
    const existing = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [limit, ...existing] as typeof route.preHandler;
  });
}
