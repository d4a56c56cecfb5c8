import { InMemoryConversationGateway, InMemoryLeadGateway, leadId, sampleLead } from '@torque/domain/testing';
import { conversationToolsContract, conversationToolsState } from './conversation-tools.suite.js';
import { conversationContract } from './conversation.suite.js';

conversationContract(async () => {
  const leads = new InMemoryLeadGateway([
    sampleLead({ totalUnreadCount: 2 }),
    sampleLead({
      id: leadId(102),
      customerMaster: { ...sampleLead().customerMaster, id: 7002, blockSms: true },
    }),
  ]);
  return {
    gateway: new InMemoryConversationGateway({ leads }),
    leads,
    textable: { leadId: leadId(101), customerId: 7001, to: '+15551234567' },
    optedOut: { leadId: leadId(102), customerId: 7002, to: '+15559876543' },
    unknownLeadId: leadId(999),
  };
});
conversationToolsContract(() => {
  const state = conversationToolsState();
  return { gateway: state.server, ...state };
});
