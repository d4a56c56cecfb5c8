/** Conversation flows: XState machines behind ports, and the pure rules they call (docs/flow-rules.md). */
export type { FlowNotice } from './flow-notice.js';
export * from './log-mode.rules.js';
export * from './log-mode.port.js';
export * from './log-mode.machine.js';
export {
  formatCountdown,
  INBOUND_APPOINTMENT,
  INTERVENTION_SECONDS,
  showsInterventionCountdown,
} from './intervention-countdown.rules.js';
export * from './intervention.port.js';
export * from './intervention-countdown.machine.js';
export { awaitsLogModeDecision, interventionNote } from './intervention-note.rules.js';
export * from './held-reply.rules.js';
export { FORCED_CONVERSATION_WARNINGS, isForcedConversationWarning } from './start-conversation.rules.js';
export * from './conversation-starter.port.js';
export * from './conversation-start.rules.js';
export * from './dt-last-message.rules.js';
export * from './start-conversation.machine.js';
export {
  DATE_TIME_DIALOGUE_DISABLED,
  DATE_TIME_DIALOGUE_SENT,
  dtDialogPayload,
  type DtDialogPayload,
  DtDialogPayloadSchema,
  type DtDialogRequest,
} from './dt-dialog.payload.js';
export * from './dt-dialog.port.js';
export * from './dt-dialog.machine.js';
export * from './idle-sign-out.port.js';
export * from './idle-sign-out.machine.js';
export * from './message-archive.port.js';
export * from './archive-message.machine.js';
export {
  MAX_SAVED_CHATS,
  normalizeSavedChats,
  saveChatRecord,
  type SavedChat,
  type SavedChatId,
} from './saved-chats.js';
export { DEFAULT_IDLE_TIMEOUT_MS, idleTimeoutMs, type IdleWatch } from './idle-timeout.js';
export * from './lead-options.rules.js';
