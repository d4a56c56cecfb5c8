export * from './lead.schema.js';
export * from './opt-out.rules.js';
export * from './lead-stage.js';
export * from './service-type.js';
export * from './lead-search.js';
export * from './lead-gateway.port.js';
export * from './lead-cache.port.js';
