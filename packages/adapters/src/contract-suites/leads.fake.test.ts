import { InMemoryLeadGateway, leadId } from '@torque/domain/testing';
import { leadGatewayContract, leadGatewayExtrasContract, threeLeads } from './leads.suite.js';

leadGatewayContract(async () => ({
  gateway: new InMemoryLeadGateway(threeLeads()),
  unknownLeadId: leadId(999),
}));
leadGatewayExtrasContract(() => {
  const server = new InMemoryLeadGateway();
  return { gateway: server, server };
});
