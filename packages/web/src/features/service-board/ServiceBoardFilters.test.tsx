import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_DATE_ZONE, isoToday, type Appointment } from '@torque/domain';
import { sampleUserSession } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderWithProviders } from '../../test/render';
import { ServiceBoardPage } from './ServiceBoardPage';

const today = isoToday(new Date(), DEFAULT_DATE_ZONE);
const appointment = (apptId: number, advisorNo: string | null): Appointment => ({
  apptId,
  apptStatus: 'BOOKED',
  apptDate: today,
  apptTime: '09:00',
  customerName: `Customer ${apptId}`,
  advisorNo,
});

/** Marcus Reed goes by two advisor numbers (issue 30); Angela Brooks by one. */
function world() {
  const made = createFakeWorld({
    session: sampleUserSession({ roles: ['SUPER_USER'], roleDtos: [{ name: 'SUPER_USER' }], officeId: null }),
  });
  const bridge = made.swimlaneBridge;
  bridge.storeList = [{ storeId: '1', storeName: 'Torque Toyota of Brooklyn' }];
  bridge.advisorsByStore.set('1', [
    { advisorNo: '101', advisorName: 'Marcus Reed', advisorNos: ['101', '191'] },
    { advisorNo: '102', advisorName: 'Angela Brooks' },
  ]);
  bridge.orders = [];
  bridge.storeAppointments = [
    { store: '1', appointment: appointment(1, '101') },
    { store: '1', appointment: appointment(2, '191') },
    { store: '1', appointment: appointment(3, '102') },
    { store: '1', appointment: appointment(4, null) },
  ];
  made.unreadCounts.set('byRepairOrderStatus', 1, { total: 1, counts: [{ key: 'ASSIGNED', count: 1 }] });
  return made;
}

const lane = (name: string) => screen.getByRole('region', { name });
const appointmentsShown = () =>
  within(lane('Appointments'))
    .queryAllByRole('listitem')
    .map((card) => card.getAttribute('aria-label'))
    .sort();

describe('the service board (issue 33: zeros drawn, the advisor filter both ways)', () => {
  it('draws 0 cards as "0" and "Nothing here", and no unread badge at 0 unread', async () => {
    renderWithProviders(<ServiceBoardPage />, { services: world().services });
    await screen.findByRole('listitem', { name: 'Appointment 1' });
    // Every repair-order lane is empty: its card count reads 0.
    for (const name of ['Checked In', 'Working', 'Vehicle on Hold', 'Closed ROs']) {
      expect(within(lane(name)).getByTitle(`Cards in ${name}`).textContent).toBe('0');
      expect(within(lane(name)).getByText('Nothing here')).toBeInstanceOf(Element);
    }
    // Working has 1 unread conversation: the badge reads 1; the lanes at 0 have none.
    await waitFor(() =>
      expect(within(lane('Working')).getByTitle('Unread conversations').textContent).toBe('1 unread'),
    );
    expect(within(lane('Checked In')).queryByTitle('Unread conversations')).toBeNull();
    expect(within(lane('Appointments')).queryByTitle('Unread conversations')).toBeNull();
    expect(within(lane('Appointments')).getByTitle('Cards in Appointments').textContent).toBe('4');
  });

  it("shows every appointment of the picked advisor's numbers and no one else's; ALL shows all 4", async () => {
    renderWithProviders(<ServiceBoardPage />, { services: world().services });
    await screen.findByRole('listitem', { name: 'Appointment 4' });
    expect(appointmentsShown()).toEqual(['Appointment 1', 'Appointment 2', 'Appointment 3', 'Appointment 4']);

    await userEvent.click(screen.getByRole('combobox', { name: 'Advisor' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Marcus Reed' }));
    // Both of Marcus's numbers (101 and 191), neither Angela's (102) nor the unassigned one.
    await waitFor(() => expect(appointmentsShown()).toEqual(['Appointment 1', 'Appointment 2']));

    await userEvent.click(screen.getByRole('combobox', { name: 'Advisor' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Angela Brooks' }));
    await waitFor(() => expect(appointmentsShown()).toEqual(['Appointment 3']));
  });
});
