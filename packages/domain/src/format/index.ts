export * from './phone.js';
export * from './trim-text.js';
