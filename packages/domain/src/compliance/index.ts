export * from './opt-out-intent.rules.js';
export * from './opt-out-phrasings.js';
export * from './quiet-hours.rules.js';
export * from './area-code-zone.js';
