export * from './funnel.js';
export * from './monthly-interaction-report.js';
export * from './report-filter.js';
