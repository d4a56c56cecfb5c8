/**
 * The assistant context's public surface (`@torque/domain/assistant`): the names the web app, adapters, server
 * or tests use. The files' other exports stay internal to the domain.
 */
export { classifyInbound, type InboundClassification } from './inbound-classifier.js';
export * from './assistant-replies.js';
export type { CodeLikelihood, ReplyClassifier, ReplyReader } from './reply-classifier.port.js';
export {
  NEAR_MATCH_AT,
  NEAR_MATCH_MIN_WORDS,
  normaliseWording,
  readsAsTaught,
  taughtMatchFor,
  wordingOverlap,
  type TaughtExample,
  type TaughtMatch,
} from './taught-wording.rules.js';
export {
  REPLY_CODES,
  RUNNER_UP_SHARE,
  UNSURE_BELOW,
  isReplyCode,
  settleReplyCodes,
  type ReplyCode,
  type ReplyCodes,
} from './reply-codes.rules.js';
export { HANDED_TO_STAFF_REPLY, REPLY_HANDLING, type ReplyHandling } from './reply-handling.rules.js';
export {
  ASSISTANT_HAND_OFF,
  complaintAmongMeanings,
  handlingOfReply,
  handOffNote,
  likelyCodes,
} from './hand-off.rules.js';
export {
  BOOKING_CODES,
  fitReplyToCodes,
  isBookingPitch,
  MAY_OFFER_BOOKING,
  mayPitchBooking,
  NEVER_A_BOOKING_PITCH,
} from './reply-fit.rules.js';
export { readRequestedTime, type RequestedTime } from './date-time-reading.rules.js';
export {
  AGREEMENT_DAYS,
  agreementPercent,
  staffAgreementLine,
  type StaffAgreement,
} from './staff-agreement.js';
export {
  existingAppointmentNote,
  existingAppointmentReplyText,
  FITS_WITHIN_MINUTES,
  nearestSlots,
  offeredTimesText,
  offerFits,
  offerReplyStep,
  readSlotPick,
  slotOfferText,
  SLOTS_OFFERED,
  transportSaid,
  type AskedFor,
  type OfferedSlot,
  type OfferReason,
  type OfferReplyStep,
} from './slot-offer.rules.js';
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
export {
  isLowScore,
  LOW_SCORE_UP_TO,
  managerHandOffNote,
  readSurveyScore,
  REVIEW_URL_INVALID,
  REVIEW_URL_MAX,
  reviewNote,
  reviewUrlProblem,
  serviceManagerOf,
  SURVEY_ANSWER_DAYS,
  surveyAnswerOf,
  surveyReplyText,
  surveyTakesReply,
  thankYouDue,
  thankYouText,
  type SurveyAnswer,
  type SurveyScore,
  type ThankYouContext,
} from './visit-survey.rules.js';
