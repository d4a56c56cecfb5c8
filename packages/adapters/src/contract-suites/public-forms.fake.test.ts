import { InMemoryEmailAutoResponseGateway, InMemoryLeadSubmissionGateway } from '@torque/domain/testing';
import { emailAutoResponseContract, leadSubmissionContract } from './public-forms.suite.js';

leadSubmissionContract(() => {
  const server = new InMemoryLeadSubmissionGateway();
  return { gateway: server, server };
});
emailAutoResponseContract(() => {
  const server = new InMemoryEmailAutoResponseGateway();
  return { gateway: server, server };
});
