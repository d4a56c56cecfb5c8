import { z } from 'zod';
import { pageSchema } from '../shared/list-page.schema.js';
import { CustomTemplateSchema } from './template-save.rules.js';

export const TEMPLATE_SCOPES = ['PERSONAL', 'GROUP'] as const;
export type TemplateScope = (typeof TEMPLATE_SCOPES)[number];

/** A custom template as the server keeps it: the saved fields plus favourite and scope. */
export const StoredCustomTemplateSchema = CustomTemplateSchema.extend({
  favorite: z.boolean().optional(),
  scope: z.enum(TEMPLATE_SCOPES).optional(),
});
export type StoredCustomTemplate = z.infer<typeof StoredCustomTemplateSchema>;
export const CustomTemplatePageSchema = pageSchema(StoredCustomTemplateSchema);
export type CustomTemplatePage = z.infer<typeof CustomTemplatePageSchema>;

/** A custom template filled in for a lead. */
export const RenderedTemplateSchema = z.object({
  title: z.string().optional(),
  subject: z.string().nullable().optional(),
  body: z.string(),
});
export type RenderedTemplate = z.infer<typeof RenderedTemplateSchema>;

/** A company template (template master record); fields beyond these are not shown by the spec. */
export const TemplateRecordSchema = z.object({
  templateId: z.number().int().optional(),
  templateCode: z.string(),
  name: z.string().optional(),
  subject: z.string().nullable().optional(),
  body: z.string(),
  /** Means of contact, e.g. SMS or EMAIL. */
  moc: z.string().optional(),
  source: z.string().optional(),
  serviceType: z.string().nullable().optional(),
});
export type TemplateRecord = z.infer<typeof TemplateRecordSchema>;
export const TemplateRecordPageSchema = pageSchema(TemplateRecordSchema);
export type TemplateRecordPage = z.infer<typeof TemplateRecordPageSchema>;

/** A company template filled in for a lead. */
export const PopulatedTemplateSchema = z.object({
  templateCode: z.string(),
  moc: z.string().optional(),
  subject: z.string().nullable().optional(),
  body: z.string(),
});
export type PopulatedTemplate = z.infer<typeof PopulatedTemplateSchema>;
