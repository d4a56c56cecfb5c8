/** @torque/domain/testing — arbitraries, samples, a fixed clock and in-memory ports for tests. */
export * from './fc-config.js';
export * from './fixed-clock.js';
export * from './samples.js';
export * from './arb-basics.js';
export * from './arb-html.js';
export * from './arb-records.js';
export * from './server-rejection.js';
export * from './in-memory-lead-gateway.js';
export * from './in-memory-conversation-gateway.js';
export * from './in-memory-assistant-gateway.js';
export * from './in-memory-session-store.js';
export * from './in-memory-lead-cache.js';
export * from './arb-inbox.js';
export * from './flow-fakes.js';
