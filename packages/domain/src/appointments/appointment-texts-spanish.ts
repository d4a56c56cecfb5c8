import { DateTime } from 'luxon';
import { formatPhone } from '../format/phone.js';
import type { CustomerLanguage } from '../leads/customer-language.js';
import {
  appointmentCancellationText,
  appointmentChangeText,
  appointmentConfirmationText,
  rescheduleOfferText,
  RESCHEDULE_OFFER_COUNT,
  type AppointmentTextFacts,
} from './appointment-confirmation.rules.js';
import { appointmentReminderText } from './appointment-manager.rules.js';
import { isTransportType, type TransportType } from './availability-config.js';
import { spanishClock, spanishDay } from './spanish-dates.js';

/** How a Spanish-speaking customer reads the way they come in. */
export const TRANSPORT_LABELS_SPANISH: Readonly<Record<TransportType, string>> = {
  WAITER: 'espera en el taller',
  DROP_OFF: 'deja el vehículo',
  LOANER: 'vehículo de cortesía',
  SHUTTLE: 'transporte',
};

/** 'miércoles 6 de marzo a las 10:00 AM EST': the store's wall clock and zone, as the English says it. */
export function appointmentWhenSpanish(startsAt: string, zone: string): string {
  const at = DateTime.fromISO(startsAt, { zone: 'utc' }).setZone(zone).setLocale('en-US');
  if (!at.isValid) return startsAt;
  return `${spanishDay(at)} a las ${spanishClock(at)} ${at.toFormat('ZZZZ')}`;
}

const greeting = (firstName: string) => (firstName.trim() ? `Hola ${firstName.trim()}, ` : 'Hola, ');

function where(facts: AppointmentTextFacts): string {
  const place = facts.storeAddress?.trim() || (facts.storePhone ? formatPhone(facts.storePhone) : '');
  return [facts.storeName.trim(), place].filter(Boolean).join(', ');
}

function details(facts: AppointmentTextFacts): string {
  const advisor = facts.advisorName?.trim() ? `con ${facts.advisorName.trim()}` : '';
  const transport =
    facts.transportType && isTransportType(facts.transportType)
      ? TRANSPORT_LABELS_SPANISH[facts.transportType]
      : '';
  const parts = [where(facts), advisor, transport].filter(Boolean).join(', ');
  return `${appointmentWhenSpanish(facts.startsAt, facts.zone)} en ${parts}`;
}

export const REPLY_TO_CHANGE_SPANISH = 'Responda a este mensaje para cancelar o cambiar la cita.';

/** The texts about one appointment, each in the customer's language (the English are the spec's). */
export type AppointmentTexts = {
  readonly confirmation: (facts: AppointmentTextFacts) => string;
  readonly change: (facts: AppointmentTextFacts) => string;
  readonly cancellation: (facts: AppointmentTextFacts) => string;
  readonly rescheduleOffer: typeof rescheduleOfferText;
  readonly reminder: typeof appointmentReminderText;
};

const ENGLISH: AppointmentTexts = {
  confirmation: appointmentConfirmationText,
  change: appointmentChangeText,
  cancellation: appointmentCancellationText,
  rescheduleOffer: rescheduleOfferText,
  reminder: appointmentReminderText,
};

const SPANISH: AppointmentTexts = {
  confirmation: (facts) =>
    `${greeting(facts.firstName)}su cita está confirmada para el ${details(facts)}. ${REPLY_TO_CHANGE_SPANISH}`,
  change: (facts) =>
    `${greeting(facts.firstName)}su cita se cambió al ${details(facts)}. ${REPLY_TO_CHANGE_SPANISH}`,
  cancellation: (facts) =>
    `${greeting(facts.firstName)}su cita del ${appointmentWhenSpanish(facts.startsAt, facts.zone)} en ` +
    `${where(facts)} fue cancelada. Responda a este mensaje para reservar otra hora.`,
  rescheduleOffer: (offer) => {
    // 'al miércoles …, o el jueves …': the first time follows "al", the others their own "el".
    const times = offer.freeTimes
      .slice(0, RESCHEDULE_OFFER_COUNT)
      .map((at, index) => `${index === 0 ? '' : 'el '}${appointmentWhenSpanish(at, offer.zone)}`);
    if (times.length === 0)
      return `${greeting(offer.firstName)}no hay otra hora libre en ${offer.storeName.trim()} en los próximos días; su asesor le llamará para encontrar una.`;
    return `${greeting(offer.firstName)}podemos cambiar su cita en ${offer.storeName.trim()} al ${times.join(', o ')}. Responda con la hora que le convenga.`;
  },
  reminder: (appointment) => {
    const when = DateTime.fromISO(`${appointment.apptDate}T${appointment.apptTime}`, { locale: 'en-US' });
    const day = when.isValid ? spanishDay(when) : appointment.apptDate;
    const time = when.isValid ? spanishClock(when) : appointment.apptTime;
    return (
      `${greeting(appointment.firstName)}le recordamos su cita de servicio en ${appointment.storeName} el ${day} a las ${time}. ` +
      'Responda a este mensaje si necesita cambiarla.' +
      (appointment.bookingLink ? ` O cámbiela o cancélela aquí: ${appointment.bookingLink}` : '')
    );
  },
};

/** The appointment texts in the customer's language. */
export const appointmentTextsIn = (language: CustomerLanguage): AppointmentTexts =>
  language === 'es' ? SPANISH : ENGLISH;
