/**
 * The operations possible-opt-out.contract.test.ts exercises against the contract (issue 29, point 2:
 * staff's two answers to a possible opt-out). server-contract.test.ts leaves them to that file.
 */
export const POSSIBLE_OPT_OUT_OPERATIONS: readonly string[] = [
  'confirmPossibleOptOut',
  'dismissPossibleOptOut',
];
