import {
  chooseRoute,
  deepLinkToStore,
  destinationAfterLogin,
  LOGIN_ROUTE,
  REGISTER_ROUTE,
  type RouteDecision,
  type UserSession,
} from '@torque/domain';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageFor } from './PageFor';
import { usePublicServices, useShellServices } from '../services/services-context';
import { useSession } from '../services/session-context';

/** Spec 1 §2 route choice: the domain decides from the address and the sign-in state; this renders it. */
export function RouteChooser() {
  const location = useLocation();
  const { session, leftOnPurpose } = useSession();
  const { environment } = usePublicServices();
  const { deepLinks } = useShellServices();
  const decision = chooseRoute({
    host: environment.host,
    pathname: location.pathname,
    search: location.search,
    signedIn: session !== null,
    session,
    tenantMode: environment.tenantMode,
    storedUrl: environment.storedUrl,
    landingModes: environment.landingModes,
  });

  // Spec 1 §2: deep links store deeplinking, companyId, officeId, divisionId and contactId.
  useEffect(() => {
    const record = deepLinkToStore(location.search);
    if (record) deepLinks.save(record);
  }, [deepLinks, location.search]);

  if (decision.kind === 'redirect') {
    const fromSignIn = session !== null && [LOGIN_ROUTE, REGISTER_ROUTE].includes(location.pathname);
    return (
      <Redirect
        key={`${location.pathname}${location.search}`}
        // Signing out on a deep-linked page (the Deal room) does not make it the next sign-in's target.
        decision={leftOnPurpose ? { ...decision, returnTo: undefined } : decision}
        afterSignIn={fromSignIn ? session : null}
      />
    );
  }
  return <PageFor page={decision.page} />;
}

type RedirectProps = {
  readonly decision: Extract<RouteDecision, { kind: 'redirect' }>;
  /** A user just signed in on /login: back to the deep link that sent them there, if any. */
  readonly afterSignIn: UserSession | null;
};

/** A redirect, remembering where a logged-out user's deep link should return after login. */
function Redirect({ decision, afterSignIn }: RedirectProps) {
  const navigate = useNavigate();
  const { environment } = usePublicServices();
  const { deepLinks } = useShellServices();
  // Decided once: the stored return path is read (and forgotten) a single time.
  const target = useRef<string | null>(null);
  useEffect(() => {
    if (decision.returnTo) deepLinks.saveReturnPath(decision.returnTo);
    target.current ??= afterSignIn
      ? destinationAfterLogin({
          session: afterSignIn,
          returnPath: deepLinks.takeReturnPath(),
          landingModes: environment.landingModes,
        })
      : decision.to;
    void navigate(target.current, { replace: true });
  }, [afterSignIn, decision.returnTo, decision.to, deepLinks, environment.landingModes, navigate]);
  return null;
}
