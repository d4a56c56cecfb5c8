import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth';
import { LeadManagerPage } from '../features/lead-manager';
import { AppLayout, ComingSoonPage, NotFoundPage } from '../features/shell';
import { GuestOnly, HomeRedirect, RequireSession } from './route-guards';

/** Landings and variants the spec names that this build does not have yet (spec 1 §2). */
const COMING_SOON: readonly { path: string; title: string }[] = [
  { path: 'CompanyMasterList', title: 'Company master list' },
  { path: 'enterprise', title: 'Enterprises' },
  { path: 'user-management', title: 'User management' },
  { path: 'leadmanager/globalinbox', title: 'Global inbox' },
  { path: 'leadmanager/globalinbox0', title: 'Global inbox zero' },
  { path: 'leadmanager/max-response-time', title: 'Max response time' },
];

/** The route tree, shared by the browser router and the tests' memory router. */
export const routes: RouteObject[] = [
  {
    path: '/login',
    element: (
      <GuestOnly>
        <LoginPage />
      </GuestOnly>
    ),
  },
  { path: '/', element: <HomeRedirect /> },
  {
    element: (
      <RequireSession>
        <AppLayout />
      </RequireSession>
    ),
    children: [
      // One route for both, so opening a conversation keeps the list (and its scroll) alive.
      { path: 'leadmanager/:leadId?', element: <LeadManagerPage /> },
      ...COMING_SOON.map(({ path, title }) => ({ path, element: <ComingSoonPage title={title} /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
