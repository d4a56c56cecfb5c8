/**
 * The assistant context's public surface (`@torque/domain/assistant`): the names the web app, adapters, server
 * or tests use. The files' other exports stay internal to the domain.
 */
export { classifyInbound, type InboundClassification } from './inbound-classifier.js';
export * from './assistant-replies.js';
export type { CodeLikelihood, ReplyClassifier } from './reply-classifier.port.js';
export {
  REPLY_CODES,
  RUNNER_UP_SHARE,
  UNSURE_BELOW,
  isReplyCode,
  settleReplyCodes,
  type ReplyCode,
  type ReplyCodes,
} from './reply-codes.rules.js';
export { REPLY_HANDLING, type ReplyHandling } from './reply-handling.rules.js';
export { readRequestedTime, type RequestedTime } from './date-time-reading.rules.js';
export {
  CLEARLY_ENGLISH_WORDS,
  consentReplyInLanguage,
  languageAfterReply,
  replyLanguage,
  type ReplyLanguageSignal,
} from './customer-language.rules.js';
export {
  ASSISTANT_TEXTS,
  assistantText,
  replyInLanguage,
  daySlotsOfferText,
  timeOfferText,
  type AssistantTextKey,
} from './assistant-text.js';
export { SPANISH_REPLIES } from './spanish-replies.js';
