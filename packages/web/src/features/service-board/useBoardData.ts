import {
  ADVISOR_DEFAULT,
  advisorNumbersOf,
  notice,
  ORDER_LANES,
  emptyBoard,
  swimlaneStatusCode,
  type Advisor,
  type AppError,
  type Appointment,
  type BoardOrders,
  type BridgeStore,
  type OrderLane,
  type Result,
  type ServiceOrder,
  type SwimlaneBridgeGateway,
} from '@torque/domain';
import { useCallback, useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';
import { showNotice } from '../../ui/notices';

/** A failed board fetch shows its swimlane danger notice (spec 2 §8) and leaves that list empty. */
function warn(error: AppError): void {
  showNotice(notice({ message: error.message, tone: 'danger' }));
}

async function listOf<T>(answer: Promise<Result<{ data: readonly T[] }, AppError>>): Promise<readonly T[]> {
  const result = await answer;
  if (result.ok) return result.value.data;
  warn(result.error);
  return [];
}

const OPEN_LANES = ORDER_LANES.filter((lane) => lane !== 'Closed ROs');

/** The open lanes, each by its status; one notice however many lanes failed. */
async function openLanes(bridge: SwimlaneBridgeGateway, store: string, advisor: string) {
  const answers = await Promise.all(
    OPEN_LANES.map((lane) =>
      bridge.serviceOrders({ statusCode: swimlaneStatusCode(lane)!, storeId: store, advisorNo: advisor }),
    ),
  );
  const failed = answers.find((answer) => !answer.ok);
  if (failed && !failed.ok) warn(failed.error);
  return (current: BoardOrders): BoardOrders => {
    const next = { ...current } as Record<OrderLane, readonly ServiceOrder[]>;
    OPEN_LANES.forEach((lane, index) => {
      const answer = answers[index]!;
      next[lane] = answer.ok ? answer.value.data : [];
    });
    return next;
  };
}

/** The day's appointments of the picked advisor: of all the numbers that person goes by (issue 30). */
const appointmentsOf = async (
  bridge: SwimlaneBridgeGateway,
  store: string,
  day: string,
  advisor: string,
  advisors: readonly Advisor[],
) => {
  const numbers = advisorNumbersOf(
    advisor,
    advisors.map((a) => ({ ...a, advisorNos: a.advisorNos ?? [a.advisorNo] })),
  );
  return (await listOf(bridge.appointments(store, day))).filter(
    (appointment) =>
      advisor === ADVISOR_DEFAULT || (!!appointment.advisorNo && numbers.includes(appointment.advisorNo)),
  );
};

export type BoardFilters = {
  readonly store: string | null;
  readonly advisor: string;
  /** YYYY-MM-DD */
  readonly closedDate: string;
  readonly appointmentDate: string;
};

/** The bridge's lists for the chosen store, advisor and days; each refetched when what it depends on changes. */
export function useBoardData(filters: BoardFilters, preferredStore: string | null) {
  const { swimlaneBridge: bridge } = useServices();
  const [stores, setStores] = useState<readonly BridgeStore[]>([]);
  const [defaultStore, setDefaultStore] = useState<string | null>(null);
  const [advisors, setAdvisors] = useState<readonly Advisor[]>([]);
  const [orders, setOrders] = useState<BoardOrders>(emptyBoard);
  const [appointments, setAppointments] = useState<readonly Appointment[]>([]);
  const [loadedKey, setLoadedKey] = useState('');
  const { advisor, closedDate, appointmentDate } = filters;
  const store = filters.store ?? defaultStore;
  const key = `${store}|${advisor}`;

  useEffect(() => {
    let live = true;
    void listOf(bridge.stores()).then((shown) => {
      if (!live) return;
      // A store user's board is their store's; others start on the first store.
      const own = shown.filter((candidate) => candidate.storeId === preferredStore);
      setStores(own.length ? own : shown);
      setDefaultStore((own[0] ?? shown[0])?.storeId ?? null);
    });
    return () => void (live = false);
  }, [bridge, preferredStore]);

  useEffect(() => {
    if (!store) return;
    let live = true;
    void listOf(bridge.advisors(store)).then((list) => live && setAdvisors(list));
    return () => void (live = false);
  }, [bridge, store]);

  useEffect(() => {
    if (!store) return;
    let live = true;
    void openLanes(bridge, store, advisor).then((update) => {
      if (!live) return;
      setOrders(update);
      setLoadedKey(`${store}|${advisor}`);
    });
    return () => void (live = false);
  }, [advisor, bridge, store]);

  useEffect(() => {
    if (!store) return;
    let live = true;
    void listOf(bridge.closedRos(store, closedDate, advisor)).then(
      (list) => live && setOrders((current) => ({ ...current, 'Closed ROs': list })),
    );
    return () => void (live = false);
  }, [advisor, bridge, closedDate, store]);

  useEffect(() => {
    if (!store) return;
    let live = true;
    void appointmentsOf(bridge, store, appointmentDate, advisor, advisors).then(
      (list) => live && setAppointments(list),
    );
    return () => void (live = false);
  }, [advisor, advisors, appointmentDate, bridge, store]);

  const reloadAppointments = useCallback(async () => {
    if (store) setAppointments(await appointmentsOf(bridge, store, appointmentDate, advisor, advisors));
  }, [advisor, advisors, appointmentDate, bridge, store]);

  /** Everything again (the catch-up when events may have been missed). */
  const reload = useCallback(async () => {
    if (!store) return;
    setOrders(await openLanes(bridge, store, advisor));
    const closed = await listOf(bridge.closedRos(store, closedDate, advisor));
    setOrders((current) => ({ ...current, 'Closed ROs': closed }));
    await reloadAppointments();
  }, [advisor, bridge, closedDate, reloadAppointments, store]);

  return {
    store,
    stores,
    advisors,
    orders,
    setOrders,
    appointments,
    loading: store !== null && loadedKey !== key,
    reload,
    reloadAppointments,
  };
}
