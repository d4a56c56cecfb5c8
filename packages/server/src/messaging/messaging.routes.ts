import type { FastifyReply } from 'fastify';
import { principalOf } from '../auth/authenticate.hook.js';
import type { OperationHandlers } from '../http/contract.js';
import type { ConversationService } from './conversation.service.js';
import type { LogModeService } from './log-mode.service.js';
import type { SendMessageService } from './send-message.service.js';

type MessagingOperations =
  | 'getConversationHistory'
  | 'sendMessage'
  | 'markConversationRead'
  | 'enableLogMode'
  | 'updateLogModeResponseValidity'
  | 'interveneInternalNote'
  | 'getIntentDetails'
  | 'correctReplyClassification';

export function messagingHandlers(
  conversations: ConversationService,
  sender: SendMessageService,
  logMode: LogModeService,
): Pick<OperationHandlers, MessagingOperations> {
  return {
    enableLogMode: async (request) =>
      logMode.enable(principalOf(request), request.query['future-service-interaction-id']),
    updateLogModeResponseValidity: async (request) =>
      logMode.setValidity(principalOf(request), request.body.id, request.body.validLogMode),
    interveneInternalNote: async (request) =>
      logMode.intervene(
        principalOf(request),
        request.body.futureServiceInteractionId,
        request.body.messageInstanceId,
        request.body.discard ?? false,
      ),
    getIntentDetails: async (request) =>
      logMode.intentDetails(
        principalOf(request),
        request.query['future-service-interaction-id'],
        request.query.messageId,
      ),
    correctReplyClassification: async (request) =>
      logMode.correctClassification(
        principalOf(request),
        request.query['future-service-interaction-id'],
        request.query.messageId,
        request.body.code,
      ),
    getConversationHistory: async (request, reply) =>
      sendJsonText(
        reply,
        await conversations.historyPage(principalOf(request), request.query.future_service_interaction_id),
      ),
    sendMessage: async (request) => sender.send(principalOf(request), request.body),
    markConversationRead: async (request) =>
      conversations.markRead(
        principalOf(request),
        request.body.futureServiceInteractionId,
        request.body.lastReadMessageInstanceId,
      ),
  };
}

/**
 * Sends JSON the database already wrote in the contract's shape. A string or bytes with a JSON
 * content type skip Fastify's response serialiser; the reply is returned, as Fastify expects of
 * an async handler that sent its answer itself.
 */
function sendJsonText<Body>(reply: FastifyReply, json: string | Buffer): Body {
  return reply.type('application/json; charset=utf-8').send(json) as unknown as Body;
}
