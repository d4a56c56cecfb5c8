import {
  interventionContract,
  logModeContract,
  messageArchiveContract,
  messageFlowsState,
} from './message-flows.suite.js';

const subject = () => {
  const { conversations, server } = messageFlowsState();
  return { gateway: server, conversations };
};
logModeContract(subject);
messageArchiveContract(subject);
interventionContract(subject);
