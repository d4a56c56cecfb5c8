/**
 * The operations public-pages.test.ts exercises against the contract (issue 7: the lead form, the
 * public deal room / call invite page and the e-mail auto-response, all without an auth header).
 * server-contract.test.ts leaves them to that file, so every served operation is exercised once.
 */
export const PUBLIC_PAGE_OPERATIONS: readonly string[] = [
  'submitLead',
  'getDealRoomLead',
  'getDealRoomConversationHistory',
  'getDealRoomAssistantList',
  // The staff calls that mint and revoke the deal room's links (issue 13 finding 1).
  'getDealRoomInvitation',
  'createDealRoomInvitation',
  'revokeDealRoomInvitation',
  'emailAutoResponse',
  // Issue 34: the customer's booking page and the staff calls that show and revoke its link.
  'getBookingLinkPage',
  'bookFromLink',
  'cancelFromLink',
  'getBookingLink',
  'revokeBookingLink',
];
