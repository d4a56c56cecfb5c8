export * from './booking-result.rules.js';
export * from './booking-payload.rules.js';
