import { z } from 'zod';

/** +1 followed by exactly ten digits: how the lead form submits phone numbers (spec 1 §5). */
export const SubmittedPhoneSchema = z.string().regex(/^\+1\d{10}$/);

/** Spec 1 §3 lead submission, as the public form sends it. */
export const LeadSubmissionSchema = z.object({
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  customerPhoneNumber: SubmittedPhoneSchema,
  storePhoneNumber: SubmittedPhoneSchema,
  message: z.string().min(1),
});
export type LeadSubmission = z.infer<typeof LeadSubmissionSchema>;
