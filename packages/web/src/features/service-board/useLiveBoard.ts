import { orderOfEvent, placeOrder, type BoardOrders, type BoardView } from '@torque/domain';
import { useEffect, useRef } from 'react';
import { useServices } from '../../services/services-context';

/** Without events (a dropped stream, an order without a conversation) the board still catches up this often. */
const CATCH_UP_MS = 60_000;

type LiveBoardPorts = {
  readonly store: string | null;
  readonly view: BoardView;
  readonly setOrders: (update: (current: BoardOrders) => BoardOrders) => void;
  /** An order checked in: its appointment leaves the Appointments lane. */
  readonly onCheckIn: () => void;
  readonly onUnreadChanged: () => void;
  readonly reload: () => void;
};

/**
 * Cards move live: a REPAIR_ORDER_CHANGED event of the chosen store places the order in its new lane
 * (the domain's placeOrder), a new message refreshes the lanes' unread counts.
 */
export function useLiveBoard(ports: LiveBoardPorts): void {
  const { realtime } = useServices();
  const latest = useRef(ports);
  // The subscription lives as long as the page; it reads the newest filters through the ref.
  useEffect(() => {
    latest.current = ports;
  });

  useEffect(() => {
    const unsubscribe = realtime.subscribe(
      (event) => {
        const { store, view, setOrders, onCheckIn, onUnreadChanged } = latest.current;
        if (store === null || String(event.storeId) !== store) return;
        if (event.type === 'MESSAGE_CREATED' || event.type === 'LEAD_FLAGS_CHANGED') return onUnreadChanged();
        if (event.type !== 'REPAIR_ORDER_CHANGED') return;
        const order = orderOfEvent(event.repairOrder);
        if (!order) return;
        setOrders((current) => placeOrder(current, order, view));
        if (order.statusCode === 'UNASSIGNED') onCheckIn();
        onUnreadChanged();
      },
      () => undefined,
    );
    const catchUp = setInterval(() => latest.current.reload(), CATCH_UP_MS);
    return () => {
      clearInterval(catchUp);
      unsubscribe();
    };
  }, [realtime]);
}
