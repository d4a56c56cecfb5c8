/**
 * The operations planners-screen.contract.test.ts exercises against the contract (issue 15: the bulk
 * start confirmation). server-contract.test.ts leaves them to that file.
 */
export const PLANNERS_SCREEN_OPERATIONS: readonly string[] = ['previewBulkStart'];
