export { MailingListsPage } from './MailingListsPage';
