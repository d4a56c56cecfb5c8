/**
 * The operations actions.contract.test.ts exercises against the contract (issue 14: starting
 * conversations, follow-ups, bulk starts and the outbound preview). server-contract.test.ts leaves them to it.
 */
export const ACTIONS_OPERATIONS: readonly string[] = [
  'startConversation',
  'initiateFollowUp',
  'initiateBulk',
  'previewOutboundText',
];
