import { principalOf } from '../auth/authenticate.hook.js';
import type { OperationHandlers } from '../http/contract.js';
import type { ConversationStartService } from './conversation-start.service.js';

type ConversationStartOperations =
  'startConversation' | 'initiateFollowUp' | 'initiateBulk' | 'previewOutboundText' | 'previewBulkStart';

export function conversationStartHandlers(
  starts: ConversationStartService,
): Pick<OperationHandlers, ConversationStartOperations> {
  return {
    startConversation: async (request) =>
      starts.start(principalOf(request), request.body.id, request.body.isForced ?? false),
    initiateFollowUp: async (request) =>
      starts.followUp(
        principalOf(request),
        request.query['future-service-interaction-id'],
        request.query.followupType,
      ),
    initiateBulk: async (request) => starts.bulk(principalOf(request), request.body),
    previewOutboundText: async (request) => starts.preview(principalOf(request), request.body),
    previewBulkStart: async (request) => starts.previewBulk(principalOf(request), request.body),
  };
}
