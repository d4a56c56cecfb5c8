import { z } from 'zod';

/** The Show Intents modal's data (spec 1 §3; fields as shown). */
export const IntentDetailsSchema = z.object({
  intents: z.array(
    z.object({
      intentName: z.string(),
      symLogs: z.object({ inputStrListBeforePreprocessor: z.array(z.string()) }),
    }),
  ),
  finalIntentNames: z.array(z.string()),
  multiIntentNames: z.array(z.string()),
  /** Issue 17: the code the assistant settled the reply as, and staff's correction. */
  classification: z
    .object({
      code: z.string(),
      runnersUp: z.array(z.string()),
      decidedBy: z.enum(['rule', 'model']),
      correctedCode: z.string().nullable(),
      correctedBy: z.string().nullable(),
      correctedAt: z.string().nullable(),
      /** Issue 31: who taught the assistant the words this reply was read by; absent when it was not. */
      taughtBy: z.string().nullable().optional(),
    })
    .optional(),
  /** Of the replies staff checked, how many the classifier read as they did. */
  classifierCheck: z.object({ checked: z.number().int(), agreed: z.number().int() }).optional(),
});
export type IntentDetails = z.infer<typeof IntentDetailsSchema>;

/** What the Show Intents modal says when a list is empty (spec 1 §2). */
export const NO_INTENT_RECORDS = 'NO records available.';

/** Where an uploaded conversation file is stored. */
export const UploadedFileSchema = z.object({ url: z.string(), fileName: z.string().optional() });
export type UploadedFile = z.infer<typeof UploadedFileSchema>;

/** A chat access token (failure shows 'Invalid Credentials.', spec 2 §8). */
export const ChatTokenSchema = z.object({ token: z.string(), identity: z.string() });
export type ChatToken = z.infer<typeof ChatTokenSchema>;

export const INVALID_CHAT_CREDENTIALS = 'Invalid Credentials.';

/**
 * A file the user picked to send in a conversation. A browser `File` has this shape; the domain does
 * not depend on the DOM, so it names only what an upload reads.
 */
export type PickedFile = {
  readonly name: string;
  readonly type: string;
  readonly size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
};

/** Vehicle details gathered in an inbound conversation (lisa; designed shape). */
export type InboundVehicleDetails = {
  readonly leadId: number;
  readonly vin?: string;
  readonly make?: string;
  readonly model?: string;
  readonly year?: number;
  readonly mileage?: number;
};
