/**
 * The operations developer.contract.test.ts exercises against the contract (issue 20: the developer
 * area). server-contract.test.ts leaves them to that file.
 */
export const DEVELOPER_OPERATIONS: readonly string[] = [
  'getDeveloperTplFiles',
  'getDeveloperAivaFiles',
  'getDeveloperFile',
  'saveDeveloperFile',
  'previewDeveloperTemplate',
  'validateDeveloperAiva',
  'executeDeveloperScript',
  'writeDeveloperLog',
];
