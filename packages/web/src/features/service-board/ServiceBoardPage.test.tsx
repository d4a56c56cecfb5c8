import { screen, waitFor, within } from '@testing-library/react';
import { isoToday, DEFAULT_DATE_ZONE, type ServiceOrder } from '@torque/domain';
import { sampleUserSession } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderWithProviders } from '../../test/render';
import { ServiceBoardPage } from './ServiceBoardPage';

const today = isoToday(new Date(), DEFAULT_DATE_ZONE);
const order = (roNumber: string, statusCode: string, extra: Partial<ServiceOrder> = {}): ServiceOrder => ({
  svcOpenRoIdPK: Number(roNumber),
  roNumber,
  statusCode,
  storeId: '1',
  advisorNo: '101',
  advisorName: 'Marcus Reed',
  customerName: `Owner ${roNumber}`,
  ...extra,
});

function world() {
  const made = createFakeWorld({
    session: sampleUserSession({ roles: ['SUPER_USER'], roleDtos: [{ name: 'SUPER_USER' }], officeId: null }),
  });
  const bridge = made.services.swimlaneBridge as typeof made.swimlaneBridge;
  bridge.storeList = [
    { storeId: '1', storeName: 'Torque Toyota of Brooklyn' },
    { storeId: '2', storeName: 'Torque Ford Chicago' },
  ];
  bridge.advisorsByStore.set('1', [
    { advisorNo: '101', advisorName: 'Marcus Reed' },
    { advisorNo: '102', advisorName: 'Angela Brooks' },
  ]);
  bridge.orders = [
    order('7001', 'UNASSIGNED'),
    order('7002', 'ASSIGNED', { advisorNo: '102', advisorName: 'Angela Brooks' }),
    order('7003', 'CLOSED', { closedDate: today }),
  ];
  bridge.storeAppointments = [
    {
      store: '1',
      appointment: {
        apptId: 9,
        apptStatus: 'BOOKED',
        apptDate: today,
        apptTime: '14:30',
        customerName: 'Ana Diaz',
      },
    },
  ];
  made.unreadCounts.set('byRepairOrderStatus', 1, { total: 2, counts: [{ key: 'ASSIGNED', count: 2 }] });
  return made;
}

const lane = (name: string) => screen.getByRole('region', { name });

describe('the service-order board (issue 16)', () => {
  it('shows the eight lanes with their cards, the day’s appointments and closed orders, and unread per lane', async () => {
    const fake = world();
    renderWithProviders(<ServiceBoardPage />, { services: fake.services });
    await screen.findByRole('listitem', { name: 'Repair order 7001' });
    expect(
      screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby')),
    ).toHaveLength(8);
    expect(within(lane('Checked In')).getByText('Owner 7001')).toBeInstanceOf(Element);
    expect(within(lane('Working')).getByText('Owner 7002')).toBeInstanceOf(Element);
    expect(within(lane('Closed ROs')).getByText('Owner 7003')).toBeInstanceOf(Element);
    expect(within(lane('Appointments')).getByText('Ana Diaz')).toBeInstanceOf(Element);
    await waitFor(() =>
      expect(
        within(lane('Working')).getAllByText((_, node) => node?.textContent === '2 unread'),
      ).not.toHaveLength(0),
    );
    expect(screen.getByRole('textbox', { name: 'Closed ROs on' })).toHaveProperty(
      'value',
      today.split('-').reverse().join('/'),
    );
  });

  it('moves a card when its repair order changes, without asking the bridge again', async () => {
    const fake = world();
    renderWithProviders(<ServiceBoardPage />, { services: fake.services });
    await screen.findByRole('listitem', { name: 'Repair order 7002' });
    fake.realtime.push({
      id: '5',
      type: 'REPAIR_ORDER_CHANGED',
      leadId: 44 as never,
      storeId: 1,
      repairOrder: order('7002', 'HOLD', { advisorNo: '102', advisorName: 'Angela Brooks' }),
    });
    await waitFor(() =>
      expect(within(lane('Vehicle on Hold')).getByText('Owner 7002')).toBeInstanceOf(Element),
    );
    expect(within(lane('Working')).queryByText('Owner 7002')).toBeNull();
  });

  it('shows the spec’s danger notice when a lane cannot be fetched', async () => {
    const fake = world();
    fake.swimlaneBridge.failNext('serviceOrders');
    fake.swimlaneBridge.failNext('appointments');
    renderWithProviders(<ServiceBoardPage />, { services: fake.services });
    expect(await screen.findByText('Unable to get service orders.')).toBeInstanceOf(Element);
    expect(await screen.findByText('Unable to get swimlane Appointments By Store.')).toBeInstanceOf(Element);
  });
});
