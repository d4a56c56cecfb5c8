/**
 * The messaging-number operations messaging-numbers.contract.test.ts exercises against the contract
 * (issue 20). server-contract.test.ts leaves them to that file.
 */
export const MESSAGING_NUMBER_OPERATIONS: readonly string[] = [
  'listAvailablePhoneNumbers',
  'orderPhoneNumber',
  'validateTwilioSmsConfiguration',
  'validateBandwidthSmsConfiguration',
  'validateLisaSmsConfiguration',
  'testChatCredentials',
  'getStoreMessagingNumbers',
];
