import { useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';
import { useSignedInSession } from '../../services/session-context';

/** A store an imported file may belong to, with its BOC (the upload names enterprise, BOC and store). */
export type ImportStore = { readonly id: number; readonly bocId: number; readonly name: string };

/** The signed-in enterprise's stores, as the customers and reports screens load them; null while loading. */
export function useImportStores(): readonly ImportStore[] | null {
  const { customerStores } = useServices();
  const session = useSignedInSession();
  const [stores, setStores] = useState<readonly ImportStore[] | null>(null);
  useEffect(() => {
    let live = true;
    void customerStores.enterpriseStores(session.enterprise.id).then((result) => {
      if (!live) return;
      const listed = result.ok ? result.value.data : [];
      setStores(
        listed.flatMap((store) =>
          store.bocMaster ? [{ id: store.id, bocId: store.bocMaster.id, name: store.storeName }] : [],
        ),
      );
    });
    return () => {
      live = false;
    };
  }, [customerStores, session.enterprise.id]);
  return stores;
}
