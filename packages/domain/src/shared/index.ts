export * from './result.js';
export * from './clock.port.js';
export * from './list-page.js';
export * from './list-page.schema.js';
export * from './key-value.schema.js';
export * from './store-ref.js';
