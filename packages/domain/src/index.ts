/** @torque/domain — Torque's business rules. Each bounded context's public surface is re-exported here. */
export * from './shared/index.js';
export * from './errors/index.js';
export * from './format/index.js';
export * from './session/index.js';
export * from './leads/index.js';
export * from './conversation/index.js';
export * from './messaging/index.js';
export * from './stores/index.js';
