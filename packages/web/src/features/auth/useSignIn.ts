import { landingRouteFor, type Credentials } from '@torque/domain';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useServices } from '../../app/services-context';
import { useSession } from '../../app/session-context';

/** Signs in, stores the session and goes to the role's landing route; keeps the server's refusal. */
export function useSignIn() {
  const { auth } = useServices();
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  const signIn = useCallback(
    async (credentials: Credentials): Promise<void> => {
      setFailure(null);
      const result = await auth.login(credentials);
      if (!result.ok) {
        setFailure(result.error.message);
        return;
      }
      signedIn(result.value);
      await navigate(landingRouteFor(result.value), { replace: true });
    },
    [auth, navigate, signedIn],
  );

  return { signIn, failure } as const;
}
