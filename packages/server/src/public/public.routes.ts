import type { Clock } from '@torque/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import type { OperationHandlers } from '../http/contract.js';
import type { OutboxDispatch } from '../outbox/queue-outgoing.js';
import { EmailAutoResponseService } from './email-auto-response.service.js';
import { limitLeadSubmissions } from './lead-submission-rate-limit.js';
import { LeadSubmissionService } from './lead-submission.service.js';
import { PublicDealRoomService } from './public-deal-room.service.js';

type PublicOperations =
  | 'submitLead'
  | 'getDealRoomLead'
  | 'getDealRoomConversationHistory'
  | 'getDealRoomAssistantList'
  | 'emailAutoResponse';

export type PublicHandlerDeps = {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly outbox: OutboxDispatch;
  readonly clock: Clock;
  /** Signs and checks e-mail auto-response links (AppOptions.emailResponseSecret). */
  readonly emailResponseSecret: string;
};

/**
 * The calls the public pages make without an auth header (spec 1 §2, §7): the lead form, the
 * deal room / call invite page and the e-mail auto-response. The lead form is rate-limited per client.
 */
export function publicHandlers(deps: PublicHandlerDeps): Pick<OperationHandlers, PublicOperations> {
  limitLeadSubmissions(deps.app);
  const submissions = new LeadSubmissionService(deps.db, deps.outbox, deps.clock);
  const dealRoom = new PublicDealRoomService(deps.db, deps.clock);
  const autoResponses = new EmailAutoResponseService(deps.db, deps.emailResponseSecret, deps.clock);
  const invite = (query: { futureServiceInteractionId: number; userMasterId: number; token: string }) => ({
    futureServiceInteractionId: query.futureServiceInteractionId,
    userMasterId: query.userMasterId,
    token: query.token,
  });
  return {
    submitLead: async (request) => {
      await submissions.submit(request.body);
      return { message: 'Successfully Submitted' };
    },
    getDealRoomLead: (request) => dealRoom.lead(invite(request.query)),
    getDealRoomConversationHistory: (request) => dealRoom.history(invite(request.query)),
    getDealRoomAssistantList: (request) => dealRoom.assistants(invite(request.query)),
    emailAutoResponse: (request) => autoResponses.record(request.query),
  };
}
