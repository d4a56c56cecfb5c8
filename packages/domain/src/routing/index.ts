export * from './tenant-mode.js';
export * from './query-string.js';
export * from './deployment-variant.rules.js';
export * from './lead-manager-variant.rules.js';
export * from './public-page-params.js';
export * from './deep-link.rules.js';
export * from './route-page.js';
export * from './route-choice.rules.js';
