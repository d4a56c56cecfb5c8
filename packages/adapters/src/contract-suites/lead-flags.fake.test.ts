import { dtDialogContract, leadFlagsContract, leadFlagsState } from './lead-flags.suite.js';

leadFlagsContract(() => {
  const state = leadFlagsState();
  return { gateway: state.server, ...state };
});
dtDialogContract(() => {
  const state = leadFlagsState();
  return { gateway: state.server, leads: state.leads };
});
