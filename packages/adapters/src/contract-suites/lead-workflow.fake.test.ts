import {
  conversationStarterContract,
  leadWorkflowContract,
  leadWorkflowState,
} from './lead-workflow.suite.js';

leadWorkflowContract(() => {
  const state = leadWorkflowState();
  return { gateway: state.server, ...state };
});
conversationStarterContract(() => {
  const state = leadWorkflowState();
  return { gateway: state.server, leads: state.leads };
});
