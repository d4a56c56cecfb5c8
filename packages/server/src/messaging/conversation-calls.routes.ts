import { principalOf } from '../auth/authenticate.hook.js';
import type { OperationHandlers } from '../http/contract.js';
import type { BulkConversationService } from './bulk-conversation.service.js';
import type { ChatTokenService } from './chat-token.service.js';
import type { ConversationCallsService } from './conversation-calls.service.js';

type ConversationCallOperations =
  | 'getPreStatus'
  | 'downloadTranscript'
  | 'createChatToken'
  | 'saveInboundVehicleDetails'
  | 'getBulkConversationStatus'
  | 'getBulkConversationFailures'
  | 'getBulkConversationCurrentDate';

const FSI = 'future_service_interaction_id';

export function conversationCallHandlers(
  calls: ConversationCallsService,
  chatTokens: ChatTokenService,
  bulk: BulkConversationService,
): Pick<OperationHandlers, ConversationCallOperations> {
  return {
    getPreStatus: async (request) => calls.preStatus(principalOf(request), request.query[FSI]),
    // Plain text, saved under the customer's name by the browser; never cached by a shared proxy.
    downloadTranscript: async (request, reply) => {
      const transcript = await calls.transcript(principalOf(request), request.query[FSI]);
      void reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${transcript.fileName}"`)
        .header('cache-control', 'no-store');
      return transcript.text;
    },
    createChatToken: async (request) => chatTokens.create(principalOf(request)),
    saveInboundVehicleDetails: async (request) =>
      calls.saveInboundVehicleDetails(principalOf(request), request.body),
    getBulkConversationStatus: async (request) => bulk.status(principalOf(request)),
    getBulkConversationCurrentDate: async (request) => bulk.today(principalOf(request)),
    getBulkConversationFailures: async (request) =>
      bulk.failures(principalOf(request), request.query.page ?? 0, request.query.size ?? 50),
  };
}
