import { z } from 'zod';
import { LeadIdSchema } from '../leads/lead.schema.js';

/** The DT dialog payload of spec 1 §3 (also the body of dtDialog/resume and dtDialog/disable, spec 2 §7). */
export const DtDialogPayloadSchema = z.object({
  id: LeadIdSchema,
  lastMessage: z.string(),
  dtDialogEnabled: z.boolean(),
  /** Always false from the 'Send Date Time Dialogue' popover (spec 1 §7). */
  manualBooking: z.boolean(),
  /** Present only on the retry the user confirmed (spec 1 §4). */
  isForced: z.boolean().optional(),
});
export type DtDialogPayload = z.infer<typeof DtDialogPayloadSchema>;

export type DtDialogRequest = Pick<DtDialogPayload, 'id' | 'lastMessage' | 'dtDialogEnabled'>;

export const DATE_TIME_DIALOGUE_SENT = 'Date Time Dialogue Sent';
export const DATE_TIME_DIALOGUE_DISABLED = 'Date Time Dialogue Disabled';

/** The body the date-time dialogue call sends; `isForced` only when forcing after a confirmed warning. */
export function dtDialogPayload(
  request: DtDialogRequest,
  options: { isForced?: boolean } = {},
): DtDialogPayload {
  return {
    id: request.id,
    lastMessage: request.lastMessage,
    dtDialogEnabled: request.dtDialogEnabled,
    manualBooking: false,
    ...(options.isForced ? { isForced: true } : {}),
  };
}

/** The success notice: enabling says 'Date Time Dialogue Sent', disabling 'Date Time Dialogue Disabled'. */
export const dtDialogSuccessMessage = (dtDialogEnabled: boolean): string =>
  dtDialogEnabled ? DATE_TIME_DIALOGUE_SENT : DATE_TIME_DIALOGUE_DISABLED;
