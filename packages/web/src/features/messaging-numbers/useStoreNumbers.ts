import type { StoreMessagingNumbers } from '@torque/domain';
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';

/** The stores in reach with their numbers; null while loading, [] when the list could not be read. */
export function useStoreNumbers(): {
  readonly stores: readonly StoreMessagingNumbers[] | null;
  readonly reload: () => void;
} {
  const { messagingNumbers } = useServices();
  const [stores, setStores] = useState<readonly StoreMessagingNumbers[] | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    void messagingNumbers.storeNumbers().then((answer) => {
      if (live) setStores(answer.ok ? answer.value : []);
    });
    return () => {
      live = false;
    };
  }, [messagingNumbers, version]);
  return { stores, reload: useCallback(() => setVersion((v) => v + 1), []) };
}
