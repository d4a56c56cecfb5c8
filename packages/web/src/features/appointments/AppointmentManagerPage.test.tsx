import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Appointment } from '@torque/domain';
import { sampleUserSession } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';
import { InMemoryAppointmentManager } from '../../test/appointment-manager-fake';
import { createFakeWorld } from '../../test/fakes';
import { renderWithProviders } from '../../test/render';
import { AppointmentManagerPage } from './AppointmentManagerPage';

const today = new Date().toISOString().slice(0, 10);
const appointment = (
  apptId: number,
  customerName: string,
  extra: Partial<Appointment> = {},
): Appointment => ({
  apptId,
  apptStatus: 'BOOKED',
  apptDate: today,
  apptTime: '09:30',
  customerName,
  cellular: '+17185550100',
  vin: `VIN${apptId}`.padEnd(17, '0'),
  storeId: 1,
  storeName: 'Torque Toyota of Brooklyn',
  advisorNo: 'SA101',
  advisorName: 'Marcus Reed',
  futureServiceInteractionId: apptId + 100,
  ...extra,
});

function open(appointments: readonly Appointment[]) {
  const world = createFakeWorld({
    session: sampleUserSession({ roles: ['SUPER_USER'], roleDtos: [{ name: 'SUPER_USER' }] }),
  });
  const manager = new InMemoryAppointmentManager(appointments);
  renderWithProviders(<AppointmentManagerPage />, {
    services: { ...world.services, appointmentManager: manager },
  });
  return manager;
}

describe('the appointment manager screen (issue 16)', () => {
  it('opens on the fortnight around today and lists its appointments with their status', async () => {
    open([
      appointment(1, 'Maria Lopez', { serviceType: 'OIL_CHANGE_15K' }),
      appointment(2, 'Sam Ortiz', { apptStatus: 'SHOW' }),
    ]);
    const table = await screen.findByRole('table', { name: 'Appointments' });
    expect(within(table).getByText('Maria Lopez')).toBeDefined();
    expect(within(table).getByText('Showed')).toBeDefined();
    // The service as staff say it, not its code.
    expect(within(table).getByText('15K')).toBeDefined();
    expect(within(table).queryByText('OIL_CHANGE_15K')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'From' }) as HTMLInputElement).value).toMatch(
      /^\d{2}\/\d{2}\/\d{4}$/,
    );
  });

  it('refuses dates not typed DD/MM/YYYY', async () => {
    open([appointment(1, 'Maria Lopez')]);
    await screen.findByRole('table', { name: 'Appointments' });
    const from = screen.getByRole('textbox', { name: 'From' });
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Enter dates as DD/MM/YYYY.')).toBeDefined();
  });

  it('marks a no-show only after the confirmation', async () => {
    const passed = new Date(Date.now() - 60 * 60_000).toISOString();
    const manager = open([appointment(1, 'Maria Lopez', { appointmentAt: passed })]);
    await screen.findByRole('table', { name: 'Appointments' });
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Maria Lopez' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Mark no-show' }));
    expect(manager.appointments.all()[0]!.apptStatus).toBe('BOOKED');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark no-show' }));
    await waitFor(() => expect(manager.appointments.all()[0]!.apptStatus).toBe('NO_SHOW'));
  });

  it('offers no no-show before the appointment time (issue 30)', async () => {
    const ahead = new Date(Date.now() + 2 * 86_400_000).toISOString();
    open([appointment(1, 'Maria Lopez', { appointmentAt: ahead })]);
    await screen.findByRole('table', { name: 'Appointments' });
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Maria Lopez' }));
    expect(await screen.findByRole('menuitem', { name: 'Mark showed' })).toBeDefined();
    expect(screen.queryByRole('menuitem', { name: 'Mark no-show' })).toBeNull();
  });

  it('shows the reminder text and recipient before it is sent', async () => {
    const manager = open([appointment(1, 'Maria Lopez')]);
    await screen.findByRole('table', { name: 'Appointments' });
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Maria Lopez' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Send reminder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send appointment reminder' });
    expect(within(dialog).getByTestId('reminder-preview-text').textContent).toContain('a reminder');
    expect(dialog.textContent).toContain('+17185550100');
    expect(manager.sent.size).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(manager.sent.size).toBe(1));
  });
});
