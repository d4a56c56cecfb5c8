import type { Clock } from '@torque/domain';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../auth/authenticate.hook.js';
import type { Database } from '../db/database.js';
import type { OperationHandlers } from '../http/contract.js';
import type { OutboxDispatch } from '../outbox/queue-outgoing.js';
import { limitBookingLinkCalls } from './booking-link-rate-limit.js';
import { BookingLinkStaffService } from './booking-link-staff.service.js';
import type { BookingLinks } from './booking-links.js';
import { PublicBookingService } from './public-booking.service.js';

type BookingLinkOperations =
  'getBookingLink' | 'revokeBookingLink' | 'getBookingLinkPage' | 'bookFromLink' | 'cancelFromLink';

export type BookingLinkDeps = {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly links: BookingLinks;
  readonly outbox: OutboxDispatch;
  readonly clock: Clock;
  /** Calls per minute per client address on the public page (tests set a small one). */
  readonly perMinute?: number;
};

const FSI = 'future-service-interaction-id';

/**
 * Issue 34 point 1: staff see and revoke a lead's booking link; the customer's page (no sign-in,
 * rate-limited per client address) reads its lead, books, moves and cancels with the link's token.
 */
export function bookingLinkHandlers(deps: BookingLinkDeps): Pick<OperationHandlers, BookingLinkOperations> {
  limitBookingLinkCalls(deps.app, deps.perMinute);
  const staff = new BookingLinkStaffService(deps.db, deps.links, deps.clock);
  const page = new PublicBookingService(deps.db, deps.links, deps.clock, deps.outbox);
  return {
    getBookingLink: (request) => staff.current(principalOf(request), request.query[FSI]),
    revokeBookingLink: (request) => staff.revoke(principalOf(request), request.query[FSI]),
    getBookingLinkPage: (request) => page.page(request.params.token, request.query.transportType),
    bookFromLink: (request) => page.book(request.params.token, request.body),
    cancelFromLink: (request) => page.cancel(request.params.token),
  };
}
