import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { ADVISOR_DEFAULT, DEFAULT_DATE_ZONE, ORDER_LANES, isoToday } from '@torque/domain';
import { useMemo, useState } from 'react';
import { useSignedInSession } from '../../services/session-context';
import { BoardFilters } from './BoardFilters';
import { BoardLane } from './BoardLane';
import { AppointmentCard, OrderCard } from './OrderCard';
import classes from './ServiceBoard.module.css';
import { useBoardData } from './useBoardData';
import { useLaneUnread } from './useLaneUnread';
import { useLiveBoard } from './useLiveBoard';

/**
 * Issue 16: the service-order board (spec 2 §4): today's appointments and every open repair order in
 * its lane, the day's closed ones, unread conversations per lane; cards move as the DMS reports.
 */
export function ServiceBoardPage() {
  const session = useSignedInSession();
  const zone = session.officeTimeZone ?? DEFAULT_DATE_ZONE;
  const today = useMemo(() => isoToday(new Date(), zone), [zone]);
  const [chosenStore, setStore] = useState<string | null>(null);
  const [advisor, setAdvisor] = useState<string>(ADVISOR_DEFAULT);
  const [closedDate, setClosedDate] = useState(today);
  const [appointmentDate, setAppointmentDate] = useState(today);
  const preferred = session.officeId === null ? null : String(session.officeId);
  const board = useBoardData({ store: chosenStore, advisor, closedDate, appointmentDate }, preferred);
  const store = board.store;
  const { unread, refreshUnread } = useLaneUnread(store);
  useLiveBoard({
    store,
    view: { advisor, closedDate },
    setOrders: board.setOrders,
    onCheckIn: () => void board.reloadAppointments(),
    onUnreadChanged: () => void refreshUnread(),
    reload: () => {
      void board.reload();
      void refreshUnread();
    },
  });

  return (
    <Stack p={{ base: 'sm', sm: 'lg' }} gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} fz="h3">
          Service-order board
        </Title>
        {board.loading && store && <Loader size="sm" aria-label="Loading the board" />}
      </Group>
      <BoardFilters
        stores={board.stores}
        store={store}
        onStore={(value) => {
          setStore(value);
          setAdvisor(ADVISOR_DEFAULT);
        }}
        advisors={board.advisors}
        advisor={advisor}
        onAdvisor={setAdvisor}
        closedDate={closedDate}
        onClosedDate={setClosedDate}
        appointmentDate={appointmentDate}
        onAppointmentDate={setAppointmentDate}
      />
      {store === null ? (
        <Text c="dimmed">No store to show.</Text>
      ) : (
        <div className={classes.lanes}>
          <BoardLane lane="Appointments" count={board.appointments.length} unread={unread.Appointments}>
            {board.appointments.map((appointment) => (
              <AppointmentCard key={appointment.apptId} appointment={appointment} />
            ))}
          </BoardLane>
          {ORDER_LANES.map((lane) => (
            <BoardLane key={lane} lane={lane} count={board.orders[lane].length} unread={unread[lane]}>
              {board.orders[lane].map((order) => (
                <OrderCard key={order.svcOpenRoIdPK ?? order.roNumber} order={order} zone={zone} />
              ))}
            </BoardLane>
          ))}
        </div>
      )}
    </Stack>
  );
}
