export * from './app-error.js';
export * from './notification.js';
export * from './http-failure.rules.js';
export * from './request-check.js';
