export * from './assistant.schema.js';
export * from './assistant-gateway.port.js';
export * from './store.schema.js';
export * from './stores-gateway.port.js';
