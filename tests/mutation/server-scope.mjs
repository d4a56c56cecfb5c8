/**
 * The server files under mutation testing and the tests that state their rules (tests/README.md says
 * why these, with each file's score). Each is a rule or a service a customer or a store feels when it
 * breaks (a forged webhook accepted, a booking link opened by the wrong person, a text refused by a
 * limit), and its tests run in seconds without a database: services that read the database get a fake
 * Queryable in their unit tests (booking links). Left out: services whose tests need PGlite, where one
 * mutant costs a server start: the outbox worker (its restart and crash-resume tests take 30 s a file),
 * inbound consent (a run took over an hour on two shared cores), the visit survey and the other SQL
 * services. The rules those services apply (consent, quiet hours, slots, planners' due dates, survey
 * answers) are the domain's, mutated there.
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
  // The carriers' webhooks: Twilio's signature and the URLs it may have signed, Bandwidth's credentials
  // (a forged request accepted is a text stored or a consent changed that the customer never sent), and
  // what each callback means (a customer's text, a delivery status, a carrier opt-out).
  'packages/server/src/carriers/twilio/signature.ts',
  'packages/server/src/carriers/twilio/webhook.ts',
  'packages/server/src/carriers/bandwidth/webhook.ts',
  'packages/server/src/carriers/webhook-header.ts',
  // The customer's booking links: signed with the installation's secret, a fortnight long, one live per
  // lead (a forged or expired link opened is someone else's vehicle booked), and their calls' rate limit.
  'packages/server/src/booking-links/booking-links.ts',
  'packages/server/src/booking-links/booking-link-rate-limit.ts',
  // The assistant's reply classifier over a chat-completions model: which codes it may give, what it is
  // asked, and how its answer is read (a STOP never comes from it).
  'packages/server/src/inbound/chat-completions-reply-classifier.ts',
];

export const SERVER_RULE_TESTS = [
  'packages/server/src/service-board/bridge-rate-limit.test.ts',
  'packages/server/src/appointments/booking/invite-booking-limit.test.ts',
  'packages/server/src/appointments/booking/booking-wire.test.ts',
  'packages/server/src/outbox/outbox-timing.test.ts',
  'packages/server/src/planners/nightly/nightly-slot.test.ts',
  'packages/server/src/planners/planner-query.test.ts',
  'packages/server/src/carriers/twilio/webhook.test.ts',
  'packages/server/src/carriers/bandwidth/webhook.test.ts',
  'packages/server/src/booking-links/booking-links.test.ts',
  'packages/server/src/booking-links/booking-link-rate-limit.test.ts',
  'packages/server/src/inbound/chat-completions-reply-classifier.test.ts',
  'packages/server/src/inbound/chat-completions-answer.test.ts',
];
