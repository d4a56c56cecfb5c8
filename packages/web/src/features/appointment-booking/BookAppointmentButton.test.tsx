import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, type Appointment, type Role } from '@torque/domain';
import { sampleLead, sampleUserSession } from '@torque/domain/testing';
import { describe, expect, it, vi } from 'vitest';
import { createFakeWorld } from '../../test/fakes';
import { renderWithProviders } from '../../test/render';
import { BookAppointmentButton } from './BookAppointmentButton';

function renderButton(role: Role = 'SALES_REP', appointmentSet = false) {
  const lead = sampleLead({ appointmentSet });
  const world = createFakeWorld({ leads: [lead] });
  world.appointmentBooking.services = [{ opcode: 'LOF', description: 'Lube, oil and filter' }];
  world.appointmentBooking.slots = [
    { date: '2030-03-06', time: '09:00', advisorId: 'A1' },
    { date: '2030-03-06', time: '13:30', advisorId: 'A2' },
  ];
  const onBooked = vi.fn();
  const session = sampleUserSession({ roles: [role], roleDtos: [{ name: role }] });
  renderWithProviders(<BookAppointmentButton lead={lead} session={session} onBooked={onBooked} />, {
    services: world.services,
  });
  return { world, onBooked, lead };
}

describe('BookAppointmentButton', () => {
  it('books a free slot for the lead with the chosen transport and service, then shows the appointment set', async () => {
    const { world, onBooked, lead } = renderButton();
    expect(screen.queryByLabelText('Appointment set')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Book appointment' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByText('Loaner'));
    const slots = await within(dialog).findByRole('group', { name: 'Free slots' });
    await userEvent.click(within(slots).getByText('1:30 PM'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalled());
    const [sent] = world.appointmentBooking.bookings;
    expect(sent?.booking).toMatchObject({
      fsiId: lead.id,
      transportType: 'LOANER',
      inpTime: '13:30',
      advisorId: 'A2',
    });
    expect(sent?.booking.inpDate).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(screen.getByLabelText('Appointment set')).toBeInstanceOf(Element);
  });

  it('takes a typed note (issue 30: typing once crashed the form) and books with it', async () => {
    const { world, onBooked } = renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Book appointment' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      within(await within(dialog).findByRole('group', { name: 'Free slots' })).getByText('9:00 AM'),
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Rattle front left');
    expect(within(dialog).getByRole('textbox', { name: 'Notes' })).toHaveProperty(
      'value',
      'Rattle front left',
    );
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalled());
    expect(world.appointmentBooking.bookings[0]?.booking).toMatchObject({
      notes: 'Rattle front left',
      inpTime: '09:00',
    });
  });

  it('shows the confirmation text and its recipient before booking, and lets staff not text it', async () => {
    const { world, onBooked } = renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Book appointment' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      within(await within(dialog).findByRole('group', { name: 'Free slots' })).getByText('1:30 PM'),
    );
    const panel = await within(dialog).findByRole('region', { name: 'Confirmation text' });
    expect(await within(panel).findByTestId('booking-confirmation-text')).toHaveProperty(
      'textContent',
      expect.stringMatching(/^Your appointment is confirmed for \d{2}\.\d{2}\.\d{4} at 13:30\.$/) as string,
    );
    expect(within(panel).getByText('Sam Customer, (555)-010-0001')).toBeInstanceOf(Element);
    const textIt = within(panel).getByRole('checkbox', { name: 'Text the confirmation to the customer' });
    expect(textIt).toHaveProperty('checked', true);
    await userEvent.click(textIt);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalled());
    expect(world.appointmentBooking.bookings[0]?.booking.textCustomer).toBe(false);
  });

  it('says why a customer who cannot be texted will not get the confirmation', async () => {
    const { world } = renderButton();
    world.appointmentBooking.confirmation = {
      ...world.appointmentBooking.confirmation,
      blockedReason: 'This customer has opted out of SMS.',
    };
    await userEvent.click(screen.getByRole('button', { name: 'Book appointment' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      within(await within(dialog).findByRole('group', { name: 'Free slots' })).getByText('9:00 AM'),
    );
    const panel = await within(dialog).findByRole('region', { name: 'Confirmation text' });
    expect(await within(panel).findByText('Not texted: This customer has opted out of SMS.')).toBeInstanceOf(
      Element,
    );
    expect(within(panel).getByRole('checkbox')).toHaveProperty('disabled', true);
  });

  it('keeps the form open when the booking fails', async () => {
    const { world, onBooked } = renderButton();
    world.appointmentBooking.answerNextBooking({ success: false, responseCode: 'FAILURE', message: 'x' });
    await userEvent.click(screen.getByRole('button', { name: 'Book appointment' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      within(await within(dialog).findByRole('group', { name: 'Free slots' })).getByText('9:00 AM'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('Booking Failed')).toBeInstanceOf(Element);
    expect(onBooked).not.toHaveBeenCalled();
  });

  describe('changing the booked appointment (issue 30)', () => {
    async function openChange() {
      const { world, lead } = renderButton('SALES_REP', true);
      const created = await world.appointmentBooking.create({
        futureServiceInteractionId: lead.id,
        title: 'Test Drive Appointment',
        apptDate: '2030-03-06',
        apptTime: '09:00',
      });
      const booked = { ...(created.ok ? created.value : ({} as Appointment)), advisorName: 'Dana Lee' };
      vi.spyOn(world.appointmentBooking, 'search').mockResolvedValue(
        ok({ data: [booked], response: 'Success', total: 1, size: 1, page: 0 }),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Change appointment' }));
      const dialog = await screen.findByRole('dialog');
      expect(await within(dialog).findByText('Wednesday 6 March at 9:00 AM with Dana Lee')).toBeInstanceOf(
        Element,
      );
      return { world, dialog, booked };
    }

    it('moves it to a free time after showing the change text and its recipient', async () => {
      const { world, dialog, booked } = await openChange();
      await userEvent.click(
        within(await within(dialog).findByRole('group', { name: 'Free slots' })).getByText('1:30 PM'),
      );
      const panel = await within(dialog).findByRole('region', { name: 'Change text' });
      expect(await within(panel).findByTestId('booking-confirmation-text')).toHaveProperty(
        'textContent',
        expect.stringMatching(/^Your appointment has moved to \d{2}\.\d{2}\.\d{4} at 13:30\.$/) as string,
      );
      expect(within(panel).getByText('Sam Customer, (555)-010-0001')).toBeInstanceOf(Element);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Move appointment' }));
      await waitFor(() => expect(world.appointmentBooking.moves).toHaveLength(1));
      expect(world.appointmentBooking.moves[0]).toMatchObject({
        apptId: booked.apptId,
        inpTime: '13:30',
        textCustomer: true,
      });
    });

    it('cancels it, untexted when staff say so', async () => {
      const { world, dialog, booked } = await openChange();
      await userEvent.click(within(dialog).getByText('Cancel it'));
      const panel = await within(dialog).findByRole('region', { name: 'Cancellation text' });
      await within(panel).findByTestId('booking-confirmation-text');
      await userEvent.click(
        within(panel).getByRole('checkbox', { name: 'Text the cancellation to the customer' }),
      );
      const cancel = vi.spyOn(world.appointmentBooking, 'cancel');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
      await waitFor(() => expect(cancel).toHaveBeenCalled());
      expect(cancel.mock.calls[0]?.[0]).toEqual({
        fsiId: booked.futureServiceInteractionId,
        apptId: booked.apptId,
        textCustomer: false,
      });
      expect(world.appointmentBooking.all()[0]?.apptStatus).toBe('CANCELLED');
    });
  });

  // Spec 1 §6 draws the line for the options popover: hidden for users who are only enterprise,
  // corporate or office users; booking follows it (domain appointments/booking-permission.rules.ts).
  it.each(['ENTERPRISE_USER', 'CORPORATE_USER', 'OFFICE_USER'] as const)('is not offered to %s', (role) => {
    renderButton(role);
    expect(screen.queryByRole('button', { name: 'Book appointment' })).toBeNull();
  });

  it.each([
    'OFFICE_MANAGER',
    'DIVISION_MANAGER',
    'SALES_REP',
    'CORPORATE_ADMIN',
    'SUPER_DATA_ADMIN',
    'SUPER_ADMIN',
    'SUPER_ACCESS_ADMIN',
    'ENTERPRISE_ADMIN',
    'SUPER_USER',
  ] as const)('is offered to %s', (role) => {
    renderButton(role);
    expect(screen.getByRole('button', { name: 'Book appointment' })).toBeInstanceOf(HTMLButtonElement);
  });
});
