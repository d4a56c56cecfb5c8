import {
  canUseMessageOptions,
  MESSAGE_RESPONSE_UPDATED,
  PLEASE_ENTER_RESPONSE_DATE_AND_TIME,
  SUCCESSFULLY_ARCHIVED,
} from '@torque/domain';
import { DateTime } from 'luxon';
import type { Principal } from '../auth/principal.js';
import { requireRole } from '../auth/role-rules.js';
import type { Database } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { badRequest } from '../http/http-error.js';
import { requireVisibleMessageLead } from '../leads/lead-access.js';
import { RealtimeEventRepository } from '../realtime/realtime-event.repository.js';
import { toMessageInstance } from './message.mapper.js';
import { MessageOptionsRepository } from './message-options.repository.js';

/** The message option menu's archive and set-response-time (SUPER_DATA_ADMIN and SUPER_USER, spec 1 §6). */
export class MessageOptionsService {
  constructor(private readonly db: Database) {}

  async archive(principal: Principal, messageId: number): Promise<Schemas['Acknowledgement']> {
    requireRole(principal, canUseMessageOptions);
    const fsiId = await requireVisibleMessageLead(this.db, principal, messageId);
    await this.db.transaction(async (tx) => {
      const row = await new MessageOptionsRepository(tx).archive(messageId);
      // Streams show archived messages only to the roles that may read them.
      if (row)
        await new RealtimeEventRepository(tx).append('MESSAGE_CREATED', fsiId, {
          message: toMessageInstance(row),
        });
    });
    return { message: SUCCESSFULLY_ARCHIVED };
  }

  /**
   * msgDateTime (DD-MM-YYYY HH:mm:ss, in the store's office zone) is when the message answered the
   * customer; its response time is the seconds since the customer's last text before it.
   */
  async setResponseTime(
    principal: Principal,
    request: Schemas['SetResponseTimeRequest'],
  ): Promise<Schemas['Acknowledgement']> {
    requireRole(principal, canUseMessageOptions);
    await requireVisibleMessageLead(this.db, principal, request.id);
    const options = new MessageOptionsRepository(this.db);
    const context = await options.responseContext(request.id);
    const answeredAt = DateTime.fromFormat(request.msgDateTime, 'dd-MM-yyyy HH:mm:ss', {
      zone: context?.zone ?? 'America/New_York',
    });
    if (!answeredAt.isValid) throw badRequest(PLEASE_ENTER_RESPONSE_DATE_AND_TIME);
    const seconds = context?.asked_at
      ? Math.max(0, Math.round((answeredAt.toMillis() - context.asked_at.getTime()) / 1000))
      : 0;
    await options.setResponseTime(request.id, seconds);
    return { message: MESSAGE_RESPONSE_UPDATED };
  }
}
