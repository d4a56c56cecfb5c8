import type { Page } from '@torque/domain';
import { lazy, Suspense } from 'react';
import { PageLoading } from '../ui/PageLoading';

// Each page is its own chunk: the public lead form loads neither Mantine nor the staff app.
const LeadFormRoute = lazy(() =>
  import('./routes/lead-form-route').then((m) => ({ default: m.LeadFormRoute })),
);
const PublicPageRoute = lazy(() =>
  import('./routes/public-page-route').then((m) => ({ default: m.PublicPageRoute })),
);
const AutoResponseRoute = lazy(() =>
  import('./routes/auto-response-route').then((m) => ({ default: m.AutoResponseRoute })),
);
const CallInviteRoute = lazy(() =>
  import('./routes/call-invite-route').then((m) => ({ default: m.CallInviteRoute })),
);
const LoginRoute = lazy(() => import('./routes/login-route').then((m) => ({ default: m.LoginRoute })));
// Issue 20: an invitation's set-password page, inside the sign-in page's providers. A route chunk of
// its own would regroup the shared chunks and grow the lead manager's first screen.
const SetPasswordPage = lazy(() =>
  import('../features/user-management').then((m) => ({ default: m.SetPasswordPage })),
);
const StaffRoute = lazy(() => import('./routes/staff-route').then((m) => ({ default: m.StaffRoute })));

/** The page chooseRoute picked. */
export function PageFor({ page }: { readonly page: Page }) {
  return <Suspense fallback={<PageLoading />}>{pageElement(page)}</Suspense>;
}

function pageElement(page: Page) {
  switch (page.name) {
    case 'lead-submission':
      return <LeadFormRoute make={page.make} />;
    case 'call-invite':
      return <CallInviteRoute params={page.params} />;
    case 'email-auto-response':
      return <AutoResponseRoute params={page.params} />;
    case 'login':
      return <LoginRoute />;
    case 'set-password':
      return (
        <LoginRoute>
          <SetPasswordPage token={page.token} />
        </LoginRoute>
      );
    case 'meeting':
    case 'mail-confirmation':
    case 'feedback-clip':
    case 'not-found':
    case 'server-error':
    case 'register':
      return <PublicPageRoute page={page} />;
    case 'layout':
    case 'deal-room':
    case 'lead-manager':
    case 'app-shell':
      return <StaffRoute page={page} />;
  }
}
