import { BOOKING_LINK_NO_LONGER_VALID, type TransportType } from '@torque/domain';

export type PageLanguage = 'en' | 'es';

/** The booking page's words in the customer's language (issue 34; English or Spanish as the lead's). */
export type BookingTexts = {
  readonly title: string;
  readonly hello: (firstName: string) => string;
  readonly vehicle: string;
  readonly serviceDue: string;
  readonly transport: string;
  readonly transports: Readonly<Record<TransportType, string>>;
  readonly times: string;
  readonly noTimes: string;
  readonly book: string;
  readonly move: string;
  readonly pickFirst: string;
  readonly booked: string;
  readonly moved: string;
  readonly cancelled: string;
  readonly taken: string;
  readonly yours: string;
  readonly cancel: string;
  readonly working: string;
  readonly failed: string;
  readonly at: string;
};

const ENGLISH: BookingTexts = {
  title: 'Book your service',
  hello: (firstName) => `Hi ${firstName}, pick a time that suits you.`,
  vehicle: 'Vehicle',
  serviceDue: 'Service due',
  transport: 'How will you get here?',
  transports: { WAITER: 'I’ll wait', DROP_OFF: 'Drop-off', LOANER: 'Loaner car', SHUTTLE: 'Pickup' },
  times: 'Free times',
  noTimes: 'No time is free in the coming days for this choice. Try another way in, or reply to our text.',
  book: 'Book this time',
  move: 'Move my appointment here',
  pickFirst: 'Choose a time first.',
  booked: 'Booked! We are texting you the confirmation.',
  moved: 'Moved! We are texting you the new time.',
  cancelled: 'Your appointment is cancelled. We are texting you to confirm.',
  taken: 'Sorry, someone just took that time. Here are the times free now.',
  yours: 'Your appointment',
  cancel: 'Cancel my appointment',
  working: 'One moment…',
  failed: 'That did not work. Please try again.',
  at: 'at',
};

const SPANISH: BookingTexts = {
  title: 'Reserve su servicio',
  hello: (firstName) => `Hola ${firstName}, elija la hora que le convenga.`,
  vehicle: 'Vehículo',
  serviceDue: 'Servicio pendiente',
  transport: '¿Cómo vendrá?',
  transports: {
    WAITER: 'Esperaré',
    DROP_OFF: 'Dejar el auto',
    LOANER: 'Auto de cortesía',
    SHUTTLE: 'Recogida',
  },
  times: 'Horas libres',
  noTimes:
    'No hay horas libres en los próximos días para esta opción. Pruebe otra o responda a nuestro mensaje.',
  book: 'Reservar esta hora',
  move: 'Cambiar mi cita a esta hora',
  pickFirst: 'Elija una hora primero.',
  booked: '¡Reservado! Le enviamos la confirmación por mensaje.',
  moved: '¡Cambiado! Le enviamos la nueva hora por mensaje.',
  cancelled: 'Su cita está cancelada. Le enviamos la confirmación por mensaje.',
  taken: 'Lo sentimos, alguien acaba de tomar esa hora. Estas son las horas libres ahora.',
  yours: 'Su cita',
  cancel: 'Cancelar mi cita',
  working: 'Un momento…',
  failed: 'No funcionó. Inténtelo de nuevo.',
  at: 'a las',
};

export const bookingTexts = (language: PageLanguage): BookingTexts => (language === 'es' ? SPANISH : ENGLISH);

/** Shown for every link that does not open, in the words of the issue, whatever the language. */
export const NO_LONGER_VALID = BOOKING_LINK_NO_LONGER_VALID;
