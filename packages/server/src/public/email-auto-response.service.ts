import { createHash } from 'node:crypto';
import { AUTO_RESPONSE_THANKS, systemClock, type Clock } from '@torque/domain';
import type { Database } from '../db/database.js';
import { badRequest, notFound } from '../http/http-error.js';
import { followLeadStage } from '../leads/lead-stage.service.js';
import { LeadStateRepository } from '../leads/lead-state.repository.js';
import { toMessageInstance } from '../messaging/message.mapper.js';
import { MessageRepository } from '../messaging/message.repository.js';
import { RealtimeEventRepository } from '../realtime/realtime-event.repository.js';
import { checkAutoResponseToken } from './auto-response-token.js';

export const AUTO_RESPONSE_LINK_INVALID = 'This response link is not valid.';
export const AUTO_RESPONSE_LINK_EXPIRED = 'This response link has expired.';
export const AUTO_RESPONSE_UNKNOWN_EMAIL = 'The e-mail this response answers was not found.';
const MAX_RESPONSE_LENGTH = 2000;

export type EmailAutoResponseQuery = {
  readonly token: string;
  readonly key: string;
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly message: string;
};

/**
 * A customer's answer from an e-mail link (GET /api/email/autoResponse, no auth header). The key is
 * the id of the e-mail we sent and the token its HMAC with an expiry (auto-response-token.ts), so
 * only links we issued are accepted, for 30 days. The
 * answer joins that e-mail's conversation as a RECEIVED e-mail; opening the same link again records
 * nothing new.
 */
export class EmailAutoResponseService {
  constructor(
    private readonly db: Database,
    private readonly secret: string,
    private readonly clock: Clock = systemClock,
  ) {}

  async record(query: EmailAutoResponseQuery): Promise<{ message: string }> {
    const at = this.clock.now();
    const link = checkAutoResponseToken(query.token, query.key, this.secret, at);
    if (link === 'forged') throw badRequest(AUTO_RESPONSE_LINK_INVALID);
    if (link === 'expired') throw badRequest(AUTO_RESPONSE_LINK_EXPIRED);
    const message = query.message.trim();
    if (message === '' || message.length > MAX_RESPONSE_LENGTH)
      throw badRequest(`message must be 1 to ${MAX_RESPONSE_LENGTH} characters.`);
    const emailId = /^[1-9]\d{0,9}$/.test(query.key) ? Number(query.key) : null;
    await this.db.transaction(async (tx) => {
      const messages = new MessageRepository(tx);
      const email = emailId === null ? null : await messages.findById(emailId);
      if (!email || email.message_type !== 'EMAIL' || email.direction === 'RECEIVED')
        throw notFound(AUTO_RESPONSE_UNKNOWN_EMAIL);
      const digest = createHash('sha256').update(message).digest('hex').slice(0, 32);
      const row = await messages.insertInbound({
        fsi_id: email.fsi_id,
        content: message,
        created_on: at,
        direction: 'RECEIVED',
        message_type: 'EMAIL',
        notification_type: 'MESSAGE_FROM_CUSTOMER',
        message_status: 'received',
        errors: null,
        message_sent_by: null,
        from_name: email.to_name,
        to_name: email.from_name,
        from_address: query.from,
        to_address: query.to,
        subject: query.subject,
        media_urls: [],
        message_response_time: null,
        user_color_code: null,
        response_reqd: true,
        valid_log_mode: null,
        service_type: email.service_type,
        provider_message_id: `email-auto-response:${email.id}:${digest}`,
      });
      if (!row) return; // the same answer again
      await new LeadStateRepository(tx).recordIncoming(email.fsi_id, at);
      await new RealtimeEventRepository(tx).append('MESSAGE_CREATED', email.fsi_id, {
        message: toMessageInstance(row),
      });
      await followLeadStage(tx, email.fsi_id, 'CONVERSATION', at);
    });
    return { message: AUTO_RESPONSE_THANKS };
  }
}
