/**
 * The compliance context's public surface (`@torque/domain/compliance`): the names the web app, adapters, server
 * or tests use. The files' other exports stay internal to the domain.
 */
export * from './opt-out-intent.rules.js';
export * from './opt-out-phrasings.js';
export * from './consent-confirmations.js';
export { isWithinSendWindow, nextSendTime } from './quiet-hours.rules.js';
export {
  customerNextSendTime,
  sendWindowFor,
  type CustomerSendWindow,
  type SendWindowCustomer,
} from './send-window.rules.js';
export { stateOfAreaCode, type UsState } from './area-code-state.js';
export { customerTimeZone } from './area-code-zone.js';
export * from './consent-pending.rules.js';
