import type { Clock } from '@torque/domain';
import type { Database } from './db/database.js';
import { LeadCallsService } from './leads/lead-calls.service.js';
import { leadCallHandlers } from './leads/lead-calls.routes.js';
import { LeadFollowUpService } from './leads/lead-follow-up.service.js';
import { BulkConversationService } from './messaging/bulk-conversation.service.js';
import { ChatTokenService } from './messaging/chat-token.service.js';
import { ConversationCallsService } from './messaging/conversation-calls.service.js';
import { conversationCallHandlers } from './messaging/conversation-calls.routes.js';
import { TemplateListService } from './templates/template-list.service.js';
import { templateListHandlers } from './templates/template-list.routes.js';

/**
 * The rest of the lead, messaging and template calls of the catalogue (issue 14, first list point 9),
 * wired in one place so app.ts registers them with one line.
 */
export function catalogueCallHandlers(db: Database, clock: Clock) {
  return {
    ...leadCallHandlers(new LeadCallsService(db), new LeadFollowUpService(db, clock)),
    ...conversationCallHandlers(
      new ConversationCallsService(db, clock),
      new ChatTokenService(clock),
      new BulkConversationService(db, clock),
    ),
    ...templateListHandlers(new TemplateListService(db)),
  };
}
