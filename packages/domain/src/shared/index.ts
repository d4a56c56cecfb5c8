export * from './result.js';
export * from './clock.port.js';
