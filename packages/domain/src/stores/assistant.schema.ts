import { z } from 'zod';
import { pageSchema } from '../shared/list-page.schema.js';

/** The AI assistant of a store and division (spec 1 §3). */
export const AssistantSchema = z.object({
  initializerProcessEnabled: z.boolean(),
  agentPhoneNumber: z.string().nullable(),
  agentFirstName: z.string(),
  agentLastName: z.string(),
});
export type Assistant = z.infer<typeof AssistantSchema>;

export const AssistantPageSchema = pageSchema(AssistantSchema);

export const assistantName = (assistant: Assistant): string =>
  `${assistant.agentFirstName} ${assistant.agentLastName}`.trim();

/** The service inbox always asks for the Service division's assistants (spec 1 §7). */
export const SERVICE_INBOX_DIVISION = 'DIV004';
