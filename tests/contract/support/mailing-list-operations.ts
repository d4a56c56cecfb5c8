/**
 * The mailing-list operations mailing-lists.contract.test.ts exercises against the contract (issue 19:
 * entries added from a CSV file, the list as a bulk start's audience). server-contract.test.ts leaves
 * them to that file.
 */
export const MAILING_LIST_OPERATIONS: readonly string[] = [
  'addMailingListDetails',
  'getMailingListAudience',
  'previewMailingListText',
  'textMailingList',
];
