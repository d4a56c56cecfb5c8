/**
 * The operations schedulers.contract.test.ts exercises against the contract (issue 20: schedulers and
 * their runs). server-contract.test.ts leaves them to that file.
 */
export const SCHEDULER_OPERATIONS: readonly string[] = [
  'createScheduler',
  'listSchedulers',
  'deleteScheduler',
  'listSchedulerRuns',
];
