/**
 * The server files under mutation testing and the tests that state their rules (tests/README.md says
 * why these). Each is a rule a customer or a store feels when it breaks, and each runs its tests in
 * seconds to a minute: most of the server is SQL and wiring, whose mutants only the slower route tests reach.
 */
export const SERVER_RULE_FILES = [
  // Rate limits: the swimlane bridge's budget per client, the public booking form's per address and lead.
  'packages/server/src/service-board/bridge-rate-limit.ts',
  'packages/server/src/appointments/booking/invite-booking-limit.ts',
  // Booking requests: the dates window, the transport, the opcodes a slot is searched with.
  'packages/server/src/appointments/booking/booking-wire.ts',
  // The outbox's retry backoff.
  'packages/server/src/outbox/outbox-timing.ts',
  // The nightly planners' due rule: which scheduled slot is due, once, after downtime.
  'packages/server/src/planners/nightly/nightly-slot.ts',
  // The planners' search window (minimum and maximum days, dates).
  'packages/server/src/planners/planner-query.ts',
  // Consent: a STOP, START, HELP or possible opt-out read from a reply, recorded and confirmed once.
  'packages/server/src/inbound/inbound-consent.ts',
];

export const SERVER_RULE_TESTS = [
  'packages/server/src/service-board/bridge-rate-limit.test.ts',
  'packages/server/src/appointments/booking/invite-booking-limit.test.ts',
  'packages/server/src/appointments/booking/booking-wire.test.ts',
  'packages/server/src/outbox/outbox-timing.test.ts',
  'packages/server/src/planners/nightly/nightly-slot.test.ts',
  'packages/server/src/planners/planner-query.test.ts',
  'packages/server/src/inbound/inbound-consent.test.ts',
  'packages/server/src/inbound/inbound-consent-reading.test.ts',
  'packages/server/src/inbound/inbound-compliance.test.ts',
  'packages/server/src/inbound/opt-in-reach.test.ts',
];
