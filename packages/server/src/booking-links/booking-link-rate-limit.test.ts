import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error.js';
import {
  bookingLinkCallsPerMinute,
  limitBookingLinkCalls,
  tooManyBookingCalls,
} from './booking-link-rate-limit.js';

// The booking page's rate limit on a bare Fastify (no database): the booking-link calls only, per
// client address, refused past the limit with when to try again, in words and in Retry-After.
let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

async function appLimitedTo(perMinute: number): Promise<FastifyInstance> {
  app = Fastify();
  void app.register(fastifyRateLimit, { global: false });
  // As the app's error handler answers an HttpError: its status, message and headers.
  app.setErrorHandler((error, _request, reply) => {
    if (!(error instanceof HttpError)) throw error;
    return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
  });
  await app.after();
  limitBookingLinkCalls(app, perMinute);
  const noop = async () => ({ ok: true });
  // A route's own pre-handler still runs, after the limit.
  const own = async (_request: unknown, reply: { header: (name: string, value: string) => unknown }) => {
    reply.header('x-own-pre-handler', 'ran');
  };
  app.get('/api/booking-link/:token', { preHandler: own }, noop);
  app.post('/api/booking-link/:token/appointment', noop);
  app.get('/api/leads', noop);
  await app.ready();
  return app;
}
const call = (server: FastifyInstance, url: string, remoteAddress = '203.0.113.7') =>
  server.inject({ method: 'GET', url, remoteAddress });

describe('limitBookingLinkCalls', () => {
  it('answers the limit exactly, then refuses the next call with when to try again', async () => {
    const server = await appLimitedTo(3);
    for (let i = 0; i < 3; i += 1) {
      const answered = await call(server, '/api/booking-link/7.abc');
      expect(answered.statusCode).toBe(200);
      expect(answered.headers['x-own-pre-handler']).toBe('ran');
    }
    const refused = await call(server, '/api/booking-link/7.abc');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['x-own-pre-handler']).toBeUndefined();
    // The minute's window began with the first call, moments ago: most of it is left.
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(30);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({ message: tooManyBookingCalls(seconds) });
  });

  it("counts every booking-link call of an address together, and no other address's or route's", async () => {
    const server = await appLimitedTo(2);
    expect((await call(server, '/api/booking-link/7.abc')).statusCode).toBe(200);
    expect(
      (
        await server.inject({
          method: 'POST',
          url: '/api/booking-link/7.abc/appointment',
          remoteAddress: '203.0.113.7',
        })
      ).statusCode,
    ).toBe(200);
    expect((await call(server, '/api/booking-link/9.xyz')).statusCode).toBe(429);
    expect((await call(server, '/api/booking-link/7.abc', '198.51.100.4')).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await call(server, '/api/leads')).statusCode).toBe(200);
  });
});

describe('tooManyBookingCalls', () => {
  it('says when to try again, one second in the singular', () => {
    expect(tooManyBookingCalls(1)).toBe('Too many requests from this address. Please try again in 1 second.');
    expect(tooManyBookingCalls(2)).toBe(
      'Too many requests from this address. Please try again in 2 seconds.',
    );
  });
});

describe('bookingLinkCallsPerMinute', () => {
  it('is sixty a minute unless BOOKING_LINK_RATE_LIMIT names a whole number of at least one', () => {
    expect(bookingLinkCallsPerMinute({})).toBe(60);
    expect(bookingLinkCallsPerMinute({ BOOKING_LINK_RATE_LIMIT: '1' })).toBe(1);
    expect(bookingLinkCallsPerMinute({ BOOKING_LINK_RATE_LIMIT: '500' })).toBe(500);
    for (const wrong of ['0', '-5', '2.5', 'many', ''])
      expect(bookingLinkCallsPerMinute({ BOOKING_LINK_RATE_LIMIT: wrong })).toBe(60);
  });
});
