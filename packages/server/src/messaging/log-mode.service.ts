import {
  AGREEMENT_DAYS,
  isReplyCode,
  LOG_MODE_ENABLED,
  systemClock,
  type Clock,
  LOG_MODE_RESPONSE_UPDATED as SUCCESSFULLY_UPDATED,
} from '@torque/domain';
import { dataScopeOf } from '../auth/data-scope.js';
import type { Principal } from '../auth/principal.js';
import { requireMessageOptions } from '../auth/role-rules.js';
import type { Database } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { badRequest, notFound } from '../http/http-error.js';
import { IntentDetailsRepository } from '../inbound/intent-details.repository.js';
import { TaughtReplyRepository } from '../inbound/taught-reply.repository.js';
import { LeadRepository } from '../leads/lead.repository.js';
import { MarkRepository } from '../leads/mark.repository.js';
import { LEAD_NOT_FOUND } from '../leads/lead.service.js';
import { RealtimeEventRepository } from '../realtime/realtime-event.repository.js';
import { LogModeRepository } from './log-mode.repository.js';
import { MESSAGE_NOT_IN_CONVERSATION } from './conversation.service.js';
import { toMessageInstance } from './message.mapper.js';
import { MessageRepository } from './message.repository.js';

/** Log mode and Show Intents: the message option menu's calls (SUPER_DATA_ADMIN and SUPER_USER). */
export class LogModeService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock = systemClock,
  ) {}

  async enable(principal: Principal, fsiId: number): Promise<Schemas['Acknowledgement']> {
    requireMessageOptions(principal);
    await this.requireLead(principal, fsiId);
    await new LogModeRepository(this.db).enable(fsiId);
    return { message: LOG_MODE_ENABLED };
  }

  async setValidity(
    principal: Principal,
    messageId: number,
    valid: boolean,
  ): Promise<Schemas['Acknowledgement']> {
    requireMessageOptions(principal);
    const fsiId = await this.leadOfMessage(messageId);
    await this.requireLead(principal, fsiId);
    await this.db.transaction(async (tx) => {
      const row = await new LogModeRepository(tx).setValidity(messageId, valid);
      if (row)
        await new RealtimeEventRepository(tx).append('MESSAGE_CREATED', fsiId, {
          message: toMessageInstance(row),
        });
    });
    return { message: SUCCESSFULLY_UPDATED };
  }

  /**
   * Staff step in on the assistant's held reply: it is not sent by itself and awaits their approval;
   * with `discard` it is dropped (never sent) and the note says so (issue 14).
   */
  async intervene(
    principal: Principal,
    fsiId: number,
    messageId: number,
    discard = false,
  ): Promise<Schemas['Acknowledgement']> {
    requireMessageOptions(principal);
    await this.requireLead(principal, fsiId);
    const notes = new LogModeRepository(this.db);
    const row = discard ? await notes.discard(fsiId, messageId) : await notes.stepIn(fsiId, messageId);
    if (!row) throw notFound(MESSAGE_NOT_IN_CONVERSATION);
    return { message: SUCCESSFULLY_UPDATED };
  }

  async intentDetails(
    principal: Principal,
    fsiId: number,
    messageId: number,
  ): Promise<Schemas['IntentDetails']> {
    requireMessageOptions(principal);
    await this.requireLead(principal, fsiId);
    const details = await new IntentDetailsRepository(this.db).find(fsiId, messageId, this.checkedSince());
    // A message the assistant never read (outgoing, or stored before it ran) has no intents.
    return details ?? { intents: [], finalIntentNames: [], multiIntentNames: [] };
  }

  /**
   * Staff's code for a customer's reply (issue 17): recorded with who and when, which measures the
   * classifier; the lead's marks follow (the new code on, the old one off unless another reply has it).
   * The same code confirms the assistant's reading. Either way the reply becomes a training example of
   * the lead's enterprise (issue 31 point 2).
   */
  async correctClassification(
    principal: Principal,
    fsiId: number,
    messageId: number,
    code: string,
  ): Promise<Schemas['IntentDetails']> {
    requireMessageOptions(principal);
    await this.requireLead(principal, fsiId);
    if (!isReplyCode(code)) throw badRequest(`${code} is not a classification code a reply can carry.`);
    const at = this.clock.now();
    await this.db.transaction(async (tx) => {
      const intents = new IntentDetailsRepository(tx);
      const before = await intents.find(fsiId, messageId, at);
      if (!before?.classification || !(await intents.correct(fsiId, messageId, code, principal.userId, at)))
        throw notFound('The assistant did not read this message.');
      // Staff's reading teaches the assistant: the same words are read so from the next reply on.
      await new TaughtReplyRepository(tx).teach(fsiId, messageId, code, principal.userId, at);
      const marks = new MarkRepository(tx);
      const lead = { column: 'fsi_id', id: fsiId } as const;
      const old = before.classification.correctedCode ?? before.classification.code;
      if (old !== code && !(await intents.leadHasCode(fsiId, old))) await marks.remove(lead, old);
      await marks.add(lead, code, null);
      await new RealtimeEventRepository(tx).append('LEAD_FLAGS_CHANGED', fsiId, {
        marks: await marks.ofLead(fsiId),
        flags: {},
      });
    });
    return (await new IntentDetailsRepository(this.db).find(fsiId, messageId, this.checkedSince()))!;
  }

  /** Show Intents measures the assistant over the last AGREEMENT_DAYS days. */
  private checkedSince(): Date {
    return new Date(this.clock.now().getTime() - AGREEMENT_DAYS * 24 * 60 * 60 * 1000);
  }

  private async leadOfMessage(messageId: number): Promise<number> {
    const fsiId = await new MessageRepository(this.db).leadOf(messageId);
    if (fsiId === null) throw notFound(MESSAGE_NOT_IN_CONVERSATION);
    return fsiId;
  }

  private async requireLead(principal: Principal, fsiId: number): Promise<void> {
    if (!(await new LeadRepository(this.db).isVisible(fsiId, dataScopeOf(principal))))
      throw notFound(LEAD_NOT_FOUND);
  }
}
