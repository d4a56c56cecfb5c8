/**
 * The operations templates-uploads.test.ts exercises against the contract (issue 5 of the reference
 * server: custom and company templates, the populated templates, and files uploaded to a lead).
 * server-contract.test.ts leaves them to that file, so every served operation is exercised once.
 */
export const TEMPLATE_UPLOAD_OPERATIONS: readonly string[] = [
  'getCustomTemplate',
  'saveCustomTemplate',
  'searchCustomTemplates',
  'applyCustomTemplate',
  'addFavoriteTemplate',
  'removeFavoriteTemplate',
  'getEnterpriseCustomTemplates',
  'getUserCustomTemplates',
  'deleteCustomTemplate',
  'getTemplateCustom',
  'saveTemplateCustom',
  'getPopulatedServiceTemplate',
  'getPopulatedSalesTemplate',
  'uploadConversationFile',
  'downloadConversationFile',
];
