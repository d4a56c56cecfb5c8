export { CallInvitePage } from './CallInvitePage';
