import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useServices } from '../../app/services-context';
import { useSession } from '../../app/session-context';

/** Revokes the token, then forgets the session and the local lead cache, then goes to /login. */
export function useSignOut() {
  const { auth, sessionStore, leadCache } = useServices();
  const { signedOut } = useSession();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    // Signing out locally must not depend on the server answering.
    await auth.logout().catch(() => undefined);
    sessionStore.clear();
    await leadCache.clear().catch(() => undefined);
    signedOut();
    await navigate('/login', { replace: true });
  }, [auth, leadCache, navigate, sessionStore, signedOut]);

  return { signOut, signingOut } as const;
}
