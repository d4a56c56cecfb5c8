/**
 * The admin context's public surface (`@torque/domain/admin`): the names the web app, adapters, server
 * or tests use. The files' other exports stay internal to the domain.
 */
export * from './user-admin-gateway.port.js';
export * from './user-admin.schema.js';
export * from './user-admin.rules.js';
export * from './invitation-link.rules.js';
export * from './developer.schema.js';
export * from './developer-gateway.port.js';
export * from './rejected-inbound-event.schema.js';
export * from './rejected-inbound-events-gateway.port.js';
export * from './scheduler-jobs.rules.js';
export * from './scheduler-cron.rules.js';
export * from './scheduler-limits.rules.js';
export * from './scheduler.schema.js';
export * from './scheduler-gateway.port.js';
export {
  aivaReplyFor,
  DEVELOPER_FILE_KINDS,
  DEVELOPER_FILE_MAX_LENGTH,
  DEVELOPER_LOG_MAX_LENGTH,
  developerFileProblems,
  type AivaFile,
  type DeveloperFileKind,
  fileNameProblem,
  parseAivaFile,
  templateProblems,
} from './developer-file.rules.js';
// The schedulers tab's success notice (spec 2 §8), kept with the settings notices.
export { SCHEDULER_CREATED } from '../settings/settings-notices.js';
