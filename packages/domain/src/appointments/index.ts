export * from './booking-result.rules.js';
export * from './booking-payload.rules.js';
export * from './appointment.schema.js';
export * from './appointment-requests.js';
export * from './appointment-gateway.port.js';
