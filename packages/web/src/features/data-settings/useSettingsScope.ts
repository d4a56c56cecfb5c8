import { mayDo, primaryRole } from '@torque/domain';
import { useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';
import { useSignedInSession } from '../../services/session-context';

export type SettingsStore = { readonly id: number; readonly name: string };

/**
 * What the data tabs work on: the signed-in enterprise, its stores (null while loading) and whether the
 * role may change settings (the permission table; the server checks it again).
 */
export function useSettingsScope(): {
  readonly enterpriseId: number;
  readonly stores: readonly SettingsStore[] | null;
  readonly mayChange: boolean;
} {
  const { customerStores } = useServices();
  const session = useSignedInSession();
  const enterpriseId = session.enterprise.id;
  const [stores, setStores] = useState<readonly SettingsStore[] | null>(null);
  useEffect(() => {
    let live = true;
    void customerStores.enterpriseStores(enterpriseId).then((answer) => {
      if (!live) return;
      setStores(answer.ok ? answer.value.data.map((store) => ({ id: store.id, name: store.storeName })) : []);
    });
    return () => {
      live = false;
    };
  }, [customerStores, enterpriseId]);
  return { enterpriseId, stores, mayChange: mayDo(primaryRole(session), 'change settings') };
}

/** A store name by id, or the id itself when the store is not listed. */
export const storeName = (stores: readonly SettingsStore[] | null, id: number | null | undefined): string =>
  id === null || id === undefined ? 'All stores' : (stores?.find((s) => s.id === id)?.name ?? `Store ${id}`);
