import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useServices } from '../../services/services-context';
import { useSession } from '../../services/session-context';

/**
 * Sign-out: closes the real-time stream, revokes the token (GET /user/logout), then clears the
 * session, local storage and the local database (IndexedDB), then goes to /login.
 */
export function useSignOut() {
  const { auth, localData, realtime } = useServices();
  const { signedOut } = useSession();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    // No event of this session arrives after sign-out, and no reconnect meets the revoked token.
    realtime.closeAll();
    // Signing out locally must not depend on the server answering.
    await auth.logout().catch(() => undefined);
    localData.clearSession();
    localData.clearLocalStorage();
    await Promise.resolve(localData.clearLocalDatabase()).catch(() => undefined);
    signedOut();
    await navigate('/login', { replace: true });
  }, [auth, localData, navigate, realtime, signedOut]);

  return { signOut, signingOut } as const;
}
