import type { EnterpriseStore, UserSession } from '@torque/domain';
import { useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';
import { showFailure } from '../../ui/notices';

export type CustomerStore = { readonly id: number; readonly bocId: number; readonly name: string };

const toStore = (store: EnterpriseStore): CustomerStore | null =>
  store.bocMaster ? { id: store.id, bocId: store.bocMaster.id, name: store.storeName } : null;

/** The stores the user may search (their own first), and the one chosen. */
export function useCustomerStores(session: UserSession) {
  const { customerStores } = useServices();
  const [stores, setStores] = useState<readonly CustomerStore[] | null>(null);
  const [chosenId, setChosenId] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    void customerStores.enterpriseStores(session.enterprise.id).then((result) => {
      if (!live) return;
      if (!result.ok) {
        showFailure(result.error);
        return setStores([]);
      }
      setStores(result.value.data.flatMap((store) => toStore(store) ?? []));
    });
    return () => {
      live = false;
    };
  }, [customerStores, session.enterprise.id]);
  const own = stores?.find((store) => store.id === session.officeId) ?? stores?.[0] ?? null;
  const chosen = stores?.find((store) => store.id === chosenId) ?? own;
  return { stores, chosen, choose: setChosenId } as const;
}
