import type { UserSession } from '@torque/domain';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useShellServices } from './services-context';

type SessionState = {
  readonly session: UserSession | null;
  /** Stores the session (SessionStore) and makes it current. */
  readonly signedIn: (session: UserSession) => void;
  /** Forgets the session in memory; storage is cleared by the sign-out flow. */
  readonly signedOut: () => void;
};

const SessionContext = createContext<SessionState | null>(null);

/** The signed-in session, read once from the SessionStore and kept in step with it. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { sessionStore } = useShellServices();
  const [session, setSession] = useState<UserSession | null>(() => sessionStore.load());
  const signedIn = useCallback(
    (next: UserSession) => {
      sessionStore.save(next);
      setSession(next);
    },
    [sessionStore],
  );
  const signedOut = useCallback(() => setSession(null), []);
  const value = useMemo(() => ({ session, signedIn, signedOut }), [session, signedIn, signedOut]);
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
