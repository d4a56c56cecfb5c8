import type { EnterpriseStore } from '@torque/domain';
import { useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';
import { useSignedInSession } from '../../services/session-context';
import { showFailure } from '../../ui/notices';

/** The stores of the admin's enterprise a scheduler may run for (the store picker of the dialog). */
export function useSchedulerStores(): readonly EnterpriseStore[] | null {
  const { customerStores } = useServices();
  const session = useSignedInSession();
  const [stores, setStores] = useState<readonly EnterpriseStore[] | null>(null);
  useEffect(() => {
    let live = true;
    void customerStores.enterpriseStores(session.enterprise.id).then((answer) => {
      if (!live) return;
      if (!answer.ok) {
        showFailure(answer.error);
        return setStores([]);
      }
      setStores(answer.value.data);
    });
    return () => {
      live = false;
    };
  }, [customerStores, session.enterprise.id]);
  return stores;
}
