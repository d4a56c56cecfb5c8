import type { Clock } from '@torque/domain';

/** A Monday noon (UTC) well ahead of the demo data, so the week after it is all in the future. */
export const BOOKING_TEST_NOW = new Date('2030-03-04T12:00:00Z');
export const bookingTestClock: Clock = { now: () => BOOKING_TEST_NOW };
/** Wednesday of that week, as the requests send it (DD.MM.YYYY). */
export const BOOKING_DAY = '06.03.2030';

/** A booking body as the web app sends it (booking-payload.rules), with the fields a test changes. */
export const bookingBody = (fsiId: number, fields: Record<string, unknown> = {}) => ({
  fsiId,
  transportType: 'WAITER',
  inpDate: BOOKING_DAY,
  inpTime: '09:00',
  notes: '',
  serviceType: 'OIL_CHANGE',
  dealerCode: '',
  vin: '',
  opCode: ['LOF'],
  servicePackages: [],
  advisorId: '',
  startDate: '',
  endDate: '',
  ...fields,
});
