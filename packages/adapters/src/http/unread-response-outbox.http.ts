import {
  err,
  ok,
  type AppError,
  type Result,
  type StoredUnreadResponse,
  type UnreadResponseOutbox,
} from '@torque/domain';
import type { TorqueDb } from '../idb/torque-db.js';
import type { ApiClient } from './api-client.js';
import type { CallOptions } from './call-api.js';
import { acknowledged } from './call-helpers.js';

const positive = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : undefined;

/**
 * The unread-message responses the browser keeps (the local database's unread-message store), reported
 * one by one at idle sign-out (spec 1 §4). The spec names no call for the report; we read it as
 * `PUT read` (openapi README, "Not placed"): the conversation is marked read up to that message, and
 * a reported response leaves the store.
 */
export class HttpUnreadResponseOutbox implements UnreadResponseOutbox {
  constructor(
    private readonly client: ApiClient,
    private readonly db: TorqueDb,
    private readonly options: CallOptions = {},
  ) {}

  async stored(): Promise<readonly StoredUnreadResponse[]> {
    return this.db.unreadMessages.toArray();
  }

  async report(response: StoredUnreadResponse): Promise<Result<void, AppError>> {
    const messageId = positive(response.id);
    const leadId = positive(response['leadId']);
    if (messageId === undefined || leadId === undefined) {
      return err({ code: 'UNREAD_RESPONSE_UNREADABLE', message: 'Unknown error', tone: 'warning' });
    }
    const done = await acknowledged(
      () =>
        this.client.PUT('/api/svc-message-instance/read', {
          body: { futureServiceInteractionId: leadId, lastReadMessageInstanceId: messageId },
        }),
      this.options,
    );
    if (!done.ok) return done;
    await this.db.unreadMessages.delete(messageId);
    return ok(undefined);
  }
}
