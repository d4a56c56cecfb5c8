import {
  type AppError,
  type CustomerRecord,
  type Lead,
  type LeadId,
  type Mark,
  type MarkTarget,
  notice,
  type Result,
  type ServiceVehicle,
  SMS_OPT_OUT,
} from '@torque/domain';
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';
import { showFailure, showNotice } from '../../ui/notices';
import type { CustomerStore } from './useCustomerStores';

export const OPTED_OUT = 'SMS opt-out added: texts to this customer are blocked.';
export const OPTED_IN = 'SMS opt-out removed: this customer may be texted again.';
export const MARK_ADDED = 'Mark added';
export const MARK_REMOVED = 'Mark removed';

export type MarksByTarget = Readonly<Record<string, readonly Mark[]>>;
export const keyOf = (target: MarkTarget): string =>
  'customerId' in target
    ? `c${target.customerId}`
    : 'serviceVehicleId' in target
      ? `v${target.serviceVehicleId}`
      : `l${target.futureServiceInteractionId}`;

/** A customer's vehicles, leads and every mark on them, and the changes staff make from the screen. */
export function useCustomerDetail(
  store: CustomerStore,
  record: CustomerRecord,
  onRecord: (record: CustomerRecord) => void,
) {
  const { customers, leads, marks } = useServices();
  const [vehicles, setVehicles] = useState<readonly ServiceVehicle[] | null>(null);
  const [customerLeads, setLeads] = useState<readonly Lead[] | null>(null);
  const [marksOf, setMarks] = useState<MarksByTarget>({});

  const fetchMarks = useCallback(
    (target: MarkTarget) =>
      'customerId' in target
        ? marks.customerMarks(target.customerId)
        : 'serviceVehicleId' in target
          ? marks.vehicleMarks(target.serviceVehicleId)
          : marks.leadMarks(target.futureServiceInteractionId),
    [marks],
  );
  const putMarks = useCallback((target: MarkTarget, result: Result<readonly Mark[], AppError>) => {
    if (result.ok) setMarks((shown) => ({ ...shown, [keyOf(target)]: result.value }));
  }, []);
  const loadMarks = useCallback(
    async (target: MarkTarget) => putMarks(target, await fetchMarks(target)),
    [fetchMarks, putMarks],
  );

  useEffect(() => {
    // The detail is keyed by customer: a new customer starts from the hook's empty state.
    let live = true;
    const load = (target: MarkTarget) =>
      void fetchMarks(target).then((result) => live && putMarks(target, result));
    load({ customerId: record.id });
    void customers.vehicles(store.bocId, record.id).then((result) => {
      if (!live) return;
      if (!result.ok) return showFailure(result.error);
      setVehicles(result.value.data);
      for (const vehicle of result.value.data) load({ serviceVehicleId: vehicle.id });
    });
    // The lead search matches the cellular number; only this customer's leads are kept.
    void leads
      .search({
        searchText: record.cellular,
        storeId: store.id,
        conversationInitiated: 'all',
        page: 0,
        size: 50,
      })
      .then((result) => {
        if (!live) return;
        const mine = result.ok
          ? result.value.data.filter((lead) => lead.customerMaster.id === record.id)
          : [];
        setLeads(mine);
        for (const lead of mine) load({ futureServiceInteractionId: lead.id });
      });
    return () => {
      live = false;
    };
  }, [customers, leads, fetchMarks, putMarks, record.id, record.cellular, store.bocId, store.id]);

  /** The record again after an opt-out change: the server keeps block_sms. */
  const reloadRecord = useCallback(async () => {
    const digits = record.cellular.replace(/\D/g, '').slice(-10);
    const result = await customers.search({
      bocId: store.bocId,
      storeId: store.id,
      cellular: digits,
      page: 0,
      size: 50,
    });
    const found = result.ok ? result.value.data.find((row) => row.id === record.id) : undefined;
    if (found) onRecord(found);
  }, [customers, onRecord, record.cellular, record.id, store.bocId, store.id]);

  const changeMark = useCallback(
    async (target: MarkTarget, intentType: string, change: 'add' | 'remove', reason: string) => {
      const why = reason.trim() || undefined;
      const value = intentType === SMS_OPT_OUT ? 'STAFF' : 'Y';
      const result =
        change === 'add'
          ? await marks.add(target, { intentType, value }, why)
          : await marks.remove(target, intentType, why);
      if (!result.ok) return showFailure(result.error);
      const optOut = intentType === SMS_OPT_OUT;
      showNotice(
        notice({
          message: optOut
            ? change === 'add'
              ? OPTED_OUT
              : OPTED_IN
            : change === 'add'
              ? MARK_ADDED
              : MARK_REMOVED,
          tone: 'success',
        }),
      );
      await loadMarks(target);
      if (optOut) await reloadRecord();
    },
    [loadMarks, marks, reloadRecord],
  );

  const vehicleAttached = useCallback(
    (vehicle: ServiceVehicle) => {
      setVehicles((shown) => [...(shown ?? []), vehicle]);
      void loadMarks({ serviceVehicleId: vehicle.id });
    },
    [loadMarks],
  );

  return { vehicles, leads: customerLeads, marksOf, changeMark, vehicleAttached } as const;
}

export type LeadTarget = { readonly futureServiceInteractionId: LeadId };
