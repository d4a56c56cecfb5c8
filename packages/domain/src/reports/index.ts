export * from './funnel.js';
export * from './monthly-interaction-report.js';
export * from './report-filter.js';
export * from './report.schema.js';
export * from './report-families.js';
export * from './reports-gateway.port.js';
