import type { Credentials } from '@torque/domain';
import { useCallback, useState } from 'react';
import { useServices } from '../../services/services-context';
import { useSession } from '../../services/session-context';

/**
 * Signs in and stores the session; keeps the server's refusal. The route chooser then sends the
 * signed-in user from /login back to the deep link that brought them, else to their landing route.
 */
export function useSignIn() {
  const { auth } = useServices();
  const { signedIn } = useSession();
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
    },
    [auth, signedIn],
  );

  return { signIn, failure } as const;
}
