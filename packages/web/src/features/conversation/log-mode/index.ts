export { LogModeControl, type LogModeEditRequest } from './LogModeControl';
export { InterventionCountdown } from './InterventionCountdown';
