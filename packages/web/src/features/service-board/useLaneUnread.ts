import { SWIMLANE_LANES, unreadByLane, type UnreadCountsGateway } from '@torque/domain';
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';

type LaneCounts = ReturnType<typeof unreadByLane>;
const NONE = Object.fromEntries(SWIMLANE_LANES.map((lane) => [lane, 0])) as LaneCounts;

async function countsOf(unreadCounts: UnreadCountsGateway, storeId: number): Promise<LaneCounts> {
  const [byStatus, byAppointment] = await Promise.all([
    unreadCounts.byRepairOrderStatus(storeId),
    unreadCounts.byAppointment(storeId),
  ]);
  // Counts are a hint beside the lanes: a failure leaves them at zero rather than warning.
  return unreadByLane(
    byStatus.ok ? byStatus.value.counts : [],
    byAppointment.ok ? byAppointment.value.counts : [],
  );
}

/** Unread conversations per lane (v2/unreadByROStatus and unreadByAppt) for the chosen store. */
export function useLaneUnread(store: string | null) {
  const { unreadCounts } = useServices();
  const [unread, setUnread] = useState<LaneCounts>(NONE);
  const storeId = store === null ? NaN : Number(store);

  useEffect(() => {
    if (!Number.isInteger(storeId)) return;
    let live = true;
    void countsOf(unreadCounts, storeId).then((counts) => live && setUnread(counts));
    return () => void (live = false);
  }, [storeId, unreadCounts]);

  const refreshUnread = useCallback(async () => {
    if (Number.isInteger(storeId)) setUnread(await countsOf(unreadCounts, storeId));
  }, [storeId, unreadCounts]);

  return { unread, refreshUnread };
}
