/**
 * The templates context's public surface (`@torque/domain/templates`): the names the web app, adapters, server
 * or tests use. The files' other exports stay internal to the domain.
 */
export {
  placeholder,
  PLACEHOLDER_FIELDS,
  PLACEHOLDER_PATHS,
  placeholdersIn,
} from './template-placeholder.js';
export {
  type TemplateContext,
  type TemplateContextExtras,
  templateContextFromLead,
} from './template-context.js';
export { renderTemplate } from './template-render.js';
export { bodyToStored, storedToBody } from './template-body.js';
export {
  type CustomTemplate,
  CustomTemplateSchema,
  templateSaveAction,
  templateSaveRequest,
} from './template-save.rules.js';
export {
  checkTemplateDraft,
  insertAtCaret,
  PLEASE_ENTER_TEMPLATE_BODY,
  TEMPLATE_SAVED,
  type TemplateEditorDraft,
} from './template-editor.rules.js';
export {
  DUE_DATE_VARIANT_BY_SERVICE_TYPE,
  type InsertMenuItem,
  templateInsertMenus,
} from './template-insert-menu.js';
export * from './template-notices.js';
export {
  type CustomTemplatePage,
  CustomTemplatePageSchema,
  type PopulatedTemplate,
  PopulatedTemplateSchema,
  type RenderedTemplate,
  RenderedTemplateSchema,
  type StoredCustomTemplate,
  StoredCustomTemplateSchema,
  type TemplateRecord,
  type TemplateRecordPage,
  TemplateRecordPageSchema,
  TemplateRecordSchema,
  type TemplateScope,
} from './template-records.schema.js';
export * from './custom-template-gateway.port.js';
export * from './company-template-gateway.port.js';
export * from './opening-text.rules.js';
export * from './template-limits.js';
