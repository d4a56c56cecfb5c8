export { AutoResponsePage } from './AutoResponsePage';
export {
  FeedbackClipPage,
  MailConfirmationPage,
  MeetingPage,
  PublicNotFoundPage,
  RegisterPage,
  ServerErrorPage,
} from './StaticPages';
