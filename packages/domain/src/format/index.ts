export * from './phone.js';
export * from './trim-text.js';
export * from './response-time.js';
export * from './call-duration.js';
export * from './elapsed-time.js';
export * from './dates.js';
