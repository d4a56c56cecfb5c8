import type { Credentials } from '@torque/domain';
import { useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';

/**
 * The demo account, when the server is a demo installation (the embedded default or TORQUE_DEMO=1);
 * null on any other, so a live dealership's login page advertises no account (issue 13, finding 2).
 */
export function useDemoSignIn(): Credentials | null {
  const { auth } = useServices();
  const [demo, setDemo] = useState<Credentials | null>(null);
  useEffect(() => {
    let current = true;
    void auth.demoSignIn().then((offer) => {
      if (current) setDemo(offer);
    });
    return () => {
      current = false;
    };
  }, [auth]);
  return demo;
}
