// The browser build of the lead-cache benchmark (bundled at test time by tests/e2e/lead-cache-bench.test.ts).
export { benchLeads } from './bench-leads.js';
export { compareLeadCacheWrites, formatComparison } from './lead-cache-comparison.js';
