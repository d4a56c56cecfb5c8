import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../http/http-error.js';

/** The public booking page's calls: /api/booking-link/{token} and its appointment. */
export const BOOKING_LINK_PATH_PREFIX = '/api/booking-link/';
/**
 * Sixty calls per client address per minute: a customer opening, switching the way in, booking and
 * moving uses a handful; a script trying tokens or hammering the engine is stopped.
 */
export const DEFAULT_BOOKING_LINK_CALLS_PER_MINUTE = 60;

export const tooManyBookingCalls = (seconds: number): string =>
  `Too many requests from this address. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;

/** BOOKING_LINK_RATE_LIMIT (calls per minute per client address) overrides the default. */
export function bookingLinkCallsPerMinute(
  env: Readonly<Record<string, string | undefined>> = process.env,
): number {
  const configured = Number(env['BOOKING_LINK_RATE_LIMIT']);
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_BOOKING_LINK_CALLS_PER_MINUTE;
}

/**
 * Rate-limits the booking page's public calls per client address with @fastify/rate-limit (registered,
 * without a global limit, by the lead form's limiter, which runs first). A refusal says when to try
 * again, in words and in Retry-After. Call before the contract's routes are registered.
 */
export function limitBookingLinkCalls(app: FastifyInstance, perMinute = bookingLinkCallsPerMinute()): void {
  let check: ReturnType<FastifyInstance['createRateLimit']> | undefined;
  const limit: preHandlerAsyncHookHandler = async (request) => {
    // The plugin's decorator exists once it has loaded, which is before any request.
    check ??= app.createRateLimit({ max: perMinute, timeWindow: 60_000 });
    const answer = await check(request);
    if (!answer.isAllowed && answer.isExceeded) {
      const seconds = Math.max(1, answer.ttlInSeconds);
      throw new HttpError(429, tooManyBookingCalls(seconds), { 'Retry-After': String(seconds) });
    }
  };
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(BOOKING_LINK_PATH_PREFIX)) return;
    const existing = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [limit, ...existing] as typeof route.preHandler;
  });
}
