import { z } from 'zod';
import { bodyToStored } from './template-body.js';

/** Spec 1 §3, spec 2 §3 custom template: id / templateId, title, body, serviceType, enterpriseId. */
export const CustomTemplateSchema = z.object({
  id: z.number().int().nullish(),
  templateId: z.number().int().nullish(),
  title: z.string(),
  /** Stored with '<br>' for line breaks. */
  body: z.string(),
  serviceType: z.string(),
  enterpriseId: z.number().int(),
});
export type CustomTemplate = z.infer<typeof CustomTemplateSchema>;

export type TemplateSaveAction = 'update' | 'add';

/** Spec 1 §5, spec 2 §5: an existing templateId updates, otherwise the template is added. */
export const templateSaveAction = (template: Pick<CustomTemplate, 'templateId'>): TemplateSaveAction =>
  template.templateId === undefined || template.templateId === null ? 'add' : 'update';

/** What to send: the action and the template with its line breaks stored as br tags. No field is required (spec 2 §5). */
export function templateSaveRequest(template: CustomTemplate): {
  readonly action: TemplateSaveAction;
  readonly template: CustomTemplate;
} {
  return {
    action: templateSaveAction(template),
    template: { ...template, body: bodyToStored(template.body) },
  };
}
