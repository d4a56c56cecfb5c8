import { useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';
import { useSignedInSession } from '../../services/session-context';

export type StoreOption = { readonly value: string; readonly label: string };

/** The stores of the admin's enterprise, as choices for a store role's store. */
export function useStoreOptions(): readonly StoreOption[] {
  const { customerStores } = useServices();
  const session = useSignedInSession();
  const [options, setOptions] = useState<readonly StoreOption[]>([]);
  useEffect(() => {
    let live = true;
    void customerStores.enterpriseStores(session.enterprise.id).then((result) => {
      if (live && result.ok)
        setOptions(result.value.data.map((store) => ({ value: String(store.id), label: store.storeName })));
    });
    return () => {
      live = false;
    };
  }, [customerStores, session.enterprise.id]);
  return options;
}
