import type { Page } from '@torque/domain';
import {
  FeedbackClipPage,
  MailConfirmationPage,
  MeetingPage,
  PublicNotFoundPage,
  RegisterPage,
  ServerErrorPage,
} from '../../features/public-pages';

type SmallPublicPage = Extract<
  Page,
  { name: 'meeting' | 'mail-confirmation' | 'feedback-clip' | 'not-found' | 'server-error' | 'register' }
>;

/** The small public pages of spec 1 §2 (plain CSS). */
export function PublicPageRoute({ page }: { readonly page: SmallPublicPage }) {
  switch (page.name) {
    case 'meeting':
      return <MeetingPage landing={page.landing} />;
    case 'mail-confirmation':
      return <MailConfirmationPage />;
    case 'feedback-clip':
      return <FeedbackClipPage />;
    case 'not-found':
      return <PublicNotFoundPage />;
    case 'server-error':
      return <ServerErrorPage />;
    case 'register':
      return <RegisterPage />;
  }
}
