/**
 * The errors context's public surface (`@torque/domain/errors`): the names the web app, adapters, server
 * or tests use. The files' other exports stay internal to the domain.
 */
export * from './app-error.js';
export * from './notification.js';
export {
  firstErrorEntry,
  INCONSISTENT_DATA,
  interpretHttpFailure,
  REQUEST_TIMED_OUT,
  responseMessage,
  sendFailureMessage,
  SERVER_ERROR,
  SERVER_NOT_RESPONDING,
} from './http-failure.rules.js';
export * from './request-check.js';
