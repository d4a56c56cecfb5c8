import type { EnterpriseStore } from '@torque/domain';
import { useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';
import { useSignedInSession } from '../../services/session-context';

export type ReportStore = { readonly id: number; readonly bocId: number; readonly name: string };

const toStore = (store: EnterpriseStore): ReportStore | null =>
  store.bocMaster ? { id: store.id, bocId: store.bocMaster.id, name: store.storeName } : null;

/**
 * The stores the filter offers: the enterprise's stores, as the customers screen's picker loads them.
 * Null while loading; empty when the list could not be read (the report then opens on the spec's
 * default stores).
 */
export function useReportStores(): readonly ReportStore[] | null {
  const { customerStores } = useServices();
  const session = useSignedInSession();
  const [stores, setStores] = useState<readonly ReportStore[] | null>(null);
  useEffect(() => {
    let live = true;
    void customerStores.enterpriseStores(session.enterprise.id).then((result) => {
      if (live) setStores(result.ok ? result.value.data.flatMap((store) => toStore(store) ?? []) : []);
    });
    return () => {
      live = false;
    };
  }, [customerStores, session.enterprise.id]);
  return stores;
}
