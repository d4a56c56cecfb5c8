/**
 * The shared kernel (`@torque/domain/shared`): results, the list envelope and page window, the clock,
 * store references and key-value pairs. It imports nothing else from the domain (eslint.config.js).
 */
export * from './result.js';
export * from './clock.port.js';
export * from './list-page.js';
export * from './list-page.schema.js';
export * from './key-value.schema.js';
export * from './store-ref.js';
