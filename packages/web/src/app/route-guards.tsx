import { landingRouteFor } from '@torque/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from './session-context';

/** Signed-out visitors of any signed-in page go to /login. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return children;
}

/** /login (and /register) redirect an already signed-in user to their landing route (spec 1 §2). */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { session } = useSession();
  if (session) return <Navigate to={landingRouteFor(session)} replace />;
  return children;
}

/** `/`: the landing route of the signed-in role, else /login. */
export function HomeRedirect() {
  const { session } = useSession();
  return <Navigate to={session ? landingRouteFor(session) : '/login'} replace />;
}
