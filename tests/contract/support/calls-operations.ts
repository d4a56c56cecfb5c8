/**
 * The operations calls.contract.test.ts exercises against the contract (issue 14, first list point 9:
 * the rest of the lead, messaging and template calls). server-contract.test.ts leaves them to that file.
 */
export const CALLS_OPERATIONS: readonly string[] = [
  'getOtherInteractions',
  'updateLeadMetadata',
  'getConversationLink',
  'countAppointmentSet',
  'lisaCountAppointmentSet',
  'getLeadManagerData',
  'workflowFollowUp',
  'getPreStatus',
  'downloadTranscript',
  'createChatToken',
  'saveInboundVehicleDetails',
  'getBulkConversationStatus',
  'getBulkConversationFailures',
  'getBulkConversationCurrentDate',
  'getServiceTemplates',
  'getSalesTemplates',
  'getDynamicTemplateList',
];
