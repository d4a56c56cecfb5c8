import { bulkConversationContract, bulkConversationState } from './bulk-conversation.suite.js';

bulkConversationContract(() => {
  const server = bulkConversationState();
  return { gateway: server, server };
});
