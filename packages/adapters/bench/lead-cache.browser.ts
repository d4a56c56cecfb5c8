// The browser build of the lead-cache benchmark (bundled by lead-cache-chromium.bench.mjs).
export { benchLeads } from './bench-leads.js';
export { compareLeadCacheWrites, formatComparison } from './lead-cache-comparison.js';
