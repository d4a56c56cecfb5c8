import { z } from 'zod';

/** What a developer-area check or run answers. */
export const DeveloperResultSchema = z.object({
  success: z.boolean(),
  output: z.string().nullable().optional(),
  errors: z.array(z.string()).optional(),
});
export type DeveloperResult = z.infer<typeof DeveloperResultSchema>;

/** A template (tpl) or assistant (aiva) file of the developer area. */
export type DeveloperFile = {
  readonly name: string;
  readonly kind?: 'tpl' | 'aiva';
  readonly content: string;
};
export const DeveloperFileSchema = z.object({
  name: z.string(),
  kind: z.enum(['tpl', 'aiva']).optional(),
  content: z.string(),
});
export type TemplatePreviewRequest = {
  readonly template: string;
  readonly futureServiceInteractionId?: number;
  /** The preview's own values by group ({ contact: { firstName: 'Ann' } }); text only, as the contract bounds it. */
  readonly context?: Readonly<Record<string, string | Readonly<Record<string, string>>>>;
};
export type DeveloperExecuteRequest = {
  readonly script: string;
  readonly futureServiceInteractionId?: number;
  readonly input?: string;
};
export type DeveloperLogEntry = {
  readonly level?: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';
  readonly message: string;
};
