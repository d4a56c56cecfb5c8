import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  BookingLinkAnswer,
  BookingLinkCalled,
  BookingLinkChoice,
  BookingLinkPage as PageData,
  BookingLinkPageGateway,
} from '@torque/domain';
import { describe, expect, it } from 'vitest';
import { BookingLinkPage } from './BookingLinkPage';

const PAGE: PageData = {
  storeName: 'Torque Toyota of Brooklyn',
  storeMake: 'Toyota',
  language: 'en',
  firstName: 'Linda',
  vehicle: '2025 Toyota Tacoma',
  servicesDue: ['10K'],
  transports: ['WAITER', 'DROP_OFF', 'LOANER'],
  transportType: 'WAITER',
  zone: 'America/New_York',
  slots: [
    { date: '2030-03-05', time: '09:00' },
    { date: '2030-03-05', time: '13:30' },
  ],
  appointment: null,
};

/** A gateway answering what the test says; it records the bookings asked for. */
function gateway(answers: {
  page?: BookingLinkCalled<PageData>;
  book?: BookingLinkCalled<BookingLinkAnswer>;
}): BookingLinkPageGateway & { booked: BookingLinkChoice[] } {
  const booked: BookingLinkChoice[] = [];
  return {
    booked,
    page: () => Promise.resolve(answers.page ?? { kind: 'ok', value: PAGE }),
    book: (choice) => {
      booked.push(choice);
      return Promise.resolve(answers.book ?? { kind: 'invalid' });
    },
    cancel: () => Promise.resolve({ kind: 'invalid' }),
  };
}

describe('the booking page (issue 34)', () => {
  it('says exactly "This link is no longer valid" for a link that does not open', async () => {
    render(<BookingLinkPage gateway={gateway({ page: { kind: 'invalid' } })} />);
    expect(await screen.findByRole('heading', { name: 'This link is no longer valid' })).toBeInstanceOf(
      Element,
    );
  });

  it('shows the vehicle, the service due, the ways in and the times, each time labelled by its day', async () => {
    render(<BookingLinkPage gateway={gateway({})} />);
    await screen.findByText('2025 Toyota Tacoma');
    expect(screen.getByText('10K')).toBeInstanceOf(Element);
    expect(screen.getByRole('radio', { name: 'Loaner car' })).toBeInstanceOf(Element);
    expect(screen.getByRole('radio', { name: 'Tuesday, March 5 at 1:30 PM' })).toBeInstanceOf(Element);
  });

  it('announces a missing choice and moves focus to the first time', async () => {
    render(<BookingLinkPage gateway={gateway({})} />);
    await screen.findByText('2025 Toyota Tacoma');
    await userEvent.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a time first.');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Tuesday, March 5 at 9:00 AM' })),
    );
  });

  it('tells a customer who lost the race, and shows the times free now', async () => {
    const fresh = { ...PAGE, slots: [PAGE.slots[1]!] };
    const world = gateway({ book: { kind: 'ok', value: { outcome: 'TAKEN', page: fresh } } });
    render(<BookingLinkPage gateway={world} />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Tuesday, March 5 at 9:00 AM' }));
    await userEvent.click(screen.getByRole('button', { name: 'Book this time' }));
    await screen.findByText('Sorry, someone just took that time. Here are the times free now.');
    expect(screen.getByRole('alert').textContent).toContain('someone just took that time');
    expect(screen.queryByRole('radio', { name: 'Tuesday, March 5 at 9:00 AM' })).toBeNull();
    expect(world.booked).toEqual([{ date: '2030-03-05', time: '09:00', transportType: 'WAITER' }]);
  });

  it('speaks Spanish to a Spanish-speaking customer: the page, the ways in, the times and their appointment', async () => {
    const spanish: PageData = {
      ...PAGE,
      language: 'es',
      firstName: 'Lucía',
      appointment: { date: '2030-03-06', time: '10:00', transportType: 'WAITER', advisorName: 'Angela' },
    };
    render(<BookingLinkPage gateway={gateway({ page: { kind: 'ok', value: spanish } })} />);
    expect(await screen.findByRole('heading', { name: 'Reserve su servicio' })).toBeInstanceOf(Element);
    expect(screen.getByText('Hola Lucía, elija la hora que le convenga.')).toBeInstanceOf(Element);
    expect(screen.getByText('Vehículo')).toBeInstanceOf(Element);
    expect(screen.getByRole('group', { name: '¿Cómo vendrá?' })).toBeInstanceOf(Element);
    expect(screen.getByRole('radio', { name: 'Auto de cortesía' })).toBeInstanceOf(Element);
    expect(screen.getByRole('radio', { name: 'martes, 5 de marzo a las 1:30 PM' })).toBeInstanceOf(Element);
    expect(screen.getByText('Su cita')).toBeInstanceOf(Element);
    expect(screen.getByText('miércoles, 6 de marzo a las 10:00 AM')).toBeInstanceOf(Element);
    expect(screen.getByRole('button', { name: 'Cancelar mi cita' })).toBeInstanceOf(Element);
    expect(screen.getByRole('main').getAttribute('lang')).toBe('es');
    expect(document.title).toBe('Reserve su servicio · Torque Toyota of Brooklyn');
    // No English left on the page.
    expect(document.body.textContent).not.toMatch(/Book|Vehicle|Free times|Your appointment|Cancel my/);
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar mi cita a esta hora' }));
    expect(screen.getByRole('alert').textContent).toBe('Elija una hora primero.');
  });
});
