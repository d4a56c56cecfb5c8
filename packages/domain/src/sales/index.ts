export * from './sales.schema.js';
export * from './sales-gateway.port.js';
