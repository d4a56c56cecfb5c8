/** The messaging-numbers settings tab (issue 20). */
export { MessagingNumbersPanel } from './MessagingNumbersPanel';
