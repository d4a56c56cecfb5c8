export * from './message-instance.schema.js';
export * from './delivery-display.rules.js';
export * from './conversation-gateway.port.js';
