import { principalOf } from '../auth/authenticate.hook.js';
import type { OperationHandlers } from '../http/contract.js';
import type { ConversationService } from './conversation.service.js';
import type { SendMessageService } from './send-message.service.js';

export function messagingHandlers(
  conversations: ConversationService,
  sender: SendMessageService,
): Pick<OperationHandlers, 'getConversationHistory' | 'sendMessage' | 'markConversationRead'> {
  return {
    getConversationHistory: async (request) =>
      conversations.history(principalOf(request), request.query.future_service_interaction_id),
    sendMessage: async (request) => sender.send(principalOf(request), request.body),
    markConversationRead: async (request) =>
      conversations.markRead(
        principalOf(request),
        request.body.futureServiceInteractionId,
        request.body.lastReadMessageInstanceId,
      ),
  };
}
