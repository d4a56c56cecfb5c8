import { z } from 'zod';

/** Whether a lead needs a response, and of which kind (response-reqd). */
export const ResponseRequiredStatusSchema = z.object({
  futureServiceInteractionId: z.number().int(),
  responseReqd: z.boolean(),
  type: z.string().nullable().optional(),
});
export type ResponseRequiredStatus = z.infer<typeof ResponseRequiredStatusSchema>;

/** A lead's status before the conversation (pre-status; shape designed). */
export const PreStatusSchema = z.object({
  futureServiceInteractionId: z.number().int(),
  status: z.string(),
  stage: z.string().nullable().optional(),
});
export type PreStatus = z.infer<typeof PreStatusSchema>;
