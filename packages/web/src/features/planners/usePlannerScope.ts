import type { Boc, EnterpriseStore } from '@torque/domain';
import { useEffect, useMemo, useState } from 'react';
import { useServices } from '../../services/services-context';
import { useSignedInSession } from '../../services/session-context';

export type ScopeOption = { readonly value: string; readonly label: string };

/**
 * Issue 30, point 9: the BOCs and stores a planner search may name, by name. The stores are those the
 * user may see (the server scopes the list); the BOCs those that hold one of them; a chosen BOC narrows
 * the stores. The value a picker sends stays the id.
 */
export function usePlannerScope(bocId: number | null): {
  readonly bocs: readonly ScopeOption[];
  readonly stores: readonly ScopeOption[];
  readonly bocOfStore: (storeId: number) => number | null;
  readonly loading: boolean;
} {
  const { customerStores, organisation } = useServices();
  const enterpriseId = useSignedInSession().enterprise.id;
  const [stores, setStores] = useState<readonly EnterpriseStore[] | null>(null);
  const [bocs, setBocs] = useState<readonly Boc[] | null>(null);
  useEffect(() => {
    let live = true;
    void customerStores.enterpriseStores(enterpriseId).then((answer) => {
      if (live) setStores(answer.ok ? answer.value.data : []);
    });
    void organisation.bocs(enterpriseId).then((answer) => {
      if (live) setBocs(answer.ok ? answer.value.data : []);
    });
    return () => {
      live = false;
    };
  }, [customerStores, organisation, enterpriseId]);
  return useMemo(() => {
    const seen = stores ?? [];
    const bocIds = new Set(seen.map((store) => store.bocMaster?.id));
    const byName = (a: ScopeOption, b: ScopeOption) => a.label.localeCompare(b.label);
    return {
      bocs: (bocs ?? [])
        .filter((boc) => bocIds.has(boc.id))
        .map((boc) => ({ value: String(boc.id), label: boc.bocName }))
        .sort(byName),
      stores: seen
        .filter((store) => bocId === null || store.bocMaster?.id === bocId)
        .map((store) => ({ value: String(store.id), label: store.storeName }))
        .sort(byName),
      bocOfStore: (storeId: number) => seen.find((store) => store.id === storeId)?.bocMaster?.id ?? null,
      loading: stores === null || bocs === null,
    };
  }, [bocs, bocId, stores]);
}
