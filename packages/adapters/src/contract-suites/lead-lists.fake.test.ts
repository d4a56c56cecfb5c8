import { InMemoryLeadListGateway } from '@torque/domain/testing';
import { leadListsContract } from './lead-lists.suite.js';

leadListsContract(() => {
  const server = new InMemoryLeadListGateway();
  return { gateway: server, server };
});
