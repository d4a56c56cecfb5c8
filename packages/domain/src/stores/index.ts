export * from './assistant.schema.js';
export * from './assistant-gateway.port.js';
