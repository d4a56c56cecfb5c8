import type { UserSession } from '@torque/domain';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useShellServices } from './services-context';

type SessionState = {
  readonly session: UserSession | null;
  /** Stores the session (SessionStore) and makes it current. */
  readonly signedIn: (session: UserSession) => void;
  /** Forgets the session in memory; storage is cleared by the sign-out flow. */
  readonly signedOut: () => void;
  /**
   * True after the user signed out themselves (not an expired session): the page they leave is not
   * a deep link to come back to after the next sign-in.
   */
  readonly leftOnPurpose: boolean;
};

const SessionContext = createContext<SessionState | null>(null);

/** The signed-in session, read once from the SessionStore and kept in step with it. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { sessionStore } = useShellServices();
  const [session, setSession] = useState<UserSession | null>(() => sessionStore.load());
  const [leftOnPurpose, setLeftOnPurpose] = useState(false);
  const signedIn = useCallback(
    (next: UserSession) => {
      sessionStore.save(next);
      setLeftOnPurpose(false);
      setSession(next);
    },
    [sessionStore],
  );
  const signedOut = useCallback(() => {
    setLeftOnPurpose(true);
    setSession(null);
  }, []);
  const value = useMemo(
    () => ({ session, signedIn, signedOut, leftOnPurpose }),
    [session, signedIn, signedOut, leftOnPurpose],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession() needs a <SessionProvider> above it');
  return state;
}

/** The signed-in session on pages that are only reachable when signed in. */
export function useSignedInSession(): UserSession {
  const { session } = useSession();
  if (!session) throw new Error('This page needs a signed-in session');
  return session;
}
