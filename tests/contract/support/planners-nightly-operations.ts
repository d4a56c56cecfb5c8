/**
 * The operations planners-nightly.contract.test.ts exercises against the contract (issue 15, nightly
 * runs: a store's schedule and its run history). server-contract.test.ts leaves them to that file.
 */
export const PLANNERS_NIGHTLY_OPERATIONS: readonly string[] = [
  'getPlannerSchedule',
  'savePlannerSchedule',
  'getPlannerRuns',
];
