import { describe, expect, it } from 'vitest';
import {
  appointmentCancellationText,
  appointmentChangeText,
  appointmentConfirmationText,
  rescheduleOfferText,
} from './appointment-confirmation.rules.js';
import { appointmentReminderText } from './appointment-manager.rules.js';
import { appointmentTextsIn } from './appointment-texts-spanish.js';

// Wednesday 9 December 2026, 10:00 in New York (15:00 UTC).
const facts = {
  firstName: 'Lucía',
  storeName: 'Torque Honda',
  storePhone: '+12125550100',
  zone: 'America/New_York',
  startsAt: '2026-12-09T15:00:00Z',
  advisorName: 'Angela Ruiz',
  transportType: 'WAITER',
} as const;

describe('appointment texts in the customer language', () => {
  it('keeps the English texts the spec words', () => {
    const english = appointmentTextsIn('en');
    expect(english.confirmation(facts)).toBe(appointmentConfirmationText(facts));
    expect(english.change(facts)).toBe(appointmentChangeText(facts));
    expect(english.cancellation(facts)).toBe(appointmentCancellationText(facts));
    expect(english.rescheduleOffer).toBe(rescheduleOfferText);
    expect(english.reminder).toBe(appointmentReminderText);
  });

  it('confirms, moves and cancels in Spanish with the same facts', () => {
    const spanish = appointmentTextsIn('es');
    expect(spanish.confirmation(facts)).toBe(
      'Hola Lucía, su cita está confirmada para el miércoles 9 de diciembre a las 10:00 AM EST en Torque Honda, (212)-555-0100, con Angela Ruiz, espera en el taller. Responda a este mensaje para cancelar o cambiar la cita.',
    );
    expect(spanish.change(facts)).toContain(
      'su cita se cambió al miércoles 9 de diciembre a las 10:00 AM EST',
    );
    expect(spanish.cancellation(facts)).toBe(
      'Hola Lucía, su cita del miércoles 9 de diciembre a las 10:00 AM EST en Torque Honda, (212)-555-0100 fue cancelada. Responda a este mensaje para reservar otra hora.',
    );
  });

  it('offers new times and reminds in Spanish', () => {
    const spanish = appointmentTextsIn('es');
    const offer = { firstName: 'Lucía', storeName: 'Torque Honda', zone: 'America/New_York' };
    expect(
      spanish.rescheduleOffer({ ...offer, freeTimes: ['2026-12-10T14:00:00Z', '2026-12-11T14:00:00Z'] }),
    ).toBe(
      'Hola Lucía, podemos cambiar su cita en Torque Honda al jueves 10 de diciembre a las 9:00 AM EST, o el viernes 11 de diciembre a las 9:00 AM EST. Responda con la hora que le convenga.',
    );
    expect(spanish.rescheduleOffer({ ...offer, freeTimes: [] })).toContain('su asesor le llamará');
    expect(
      spanish.reminder({
        firstName: 'Lucía',
        storeName: 'Torque Honda',
        apptDate: '2026-12-09',
        apptTime: '10:00',
      }),
    ).toBe(
      'Hola Lucía, le recordamos su cita de servicio en Torque Honda el miércoles 9 de diciembre a las 10:00 AM. Responda a este mensaje si necesita cambiarla.',
    );
  });

  it('gives the booking link to change or cancel in the reminder, in both languages (issue 34)', () => {
    const reminded = {
      firstName: 'Lucía',
      storeName: 'Torque Honda',
      apptDate: '2026-12-09',
      apptTime: '10:00',
      bookingLink: 'https://torque.example/book/7.abc',
    };
    expect(appointmentTextsIn('es').reminder(reminded)).toBe(
      'Hola Lucía, le recordamos su cita de servicio en Torque Honda el miércoles 9 de diciembre a las 10:00 AM. Responda a este mensaje si necesita cambiarla. O cámbiela o cancélela aquí: https://torque.example/book/7.abc',
    );
    expect(appointmentTextsIn('en').reminder(reminded)).toBe(
      'Hi Lucía, a reminder of your service appointment at Torque Honda on Wednesday 9 December at 10:00 AM. Reply to this text if you need to change it. Or change or cancel it here: https://torque.example/book/7.abc',
    );
    expect(appointmentTextsIn('es').reminder({ ...reminded, bookingLink: null })).toMatch(/cambiarla\.$/);
  });
});
