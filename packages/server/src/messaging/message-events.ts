import type { RealtimeEventPayload } from '../realtime/realtime-event.js';
import type { MessageRow } from './message.mapper.js';

/** The MESSAGE_STATUS_CHANGED payload of a message whose delivery status changed. */
export const statusChanged = (
  row: Pick<MessageRow, 'id' | 'message_status' | 'errors'>,
): RealtimeEventPayload => ({
  messageId: row.id,
  messageStatus: row.message_status,
  errors: row.errors,
});
