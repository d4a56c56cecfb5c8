export { LogModeControl, type LogModeEditRequest } from './LogModeControl';
export { InterventionCountdown } from './InterventionCountdown';
export { HeldReplyStatus } from './HeldReplyStatus';
export { useHeldReply } from './useHeldReply';
