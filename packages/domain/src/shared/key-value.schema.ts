import { z } from 'zod';
import { pageSchema } from '../shared/list-page.schema.js';

/** A key and its value: header mappings, data-source mappings and CDK help lookups (spec 2 §3). */
export const KeyValueSchema = z.object({ key: z.string(), value: z.string() });
export type KeyValue = z.infer<typeof KeyValueSchema>;

export const KeyValuePageSchema = pageSchema(KeyValueSchema);

/** A list of plain names (brands, file names). */
export const StringPageSchema = pageSchema(z.string());

/** A simple command's answer (the `Done` response). */
export const AcknowledgementSchema = z.object({ message: z.string() });
export type Acknowledgement = z.infer<typeof AcknowledgementSchema>;
