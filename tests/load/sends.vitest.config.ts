import shared from './vitest.config.js';

// The send benchmark only: `npm run bench:sends` (not part of `npm test`).
export default { ...shared, test: { ...shared.test, include: ['sends.bench.ts'], testTimeout: 900_000 } };
