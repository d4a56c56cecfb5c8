/**
 * The operations booking.contract.test.ts exercises against the contract (issue 16: booking).
 * server-contract.test.ts leaves them to that file.
 */
export const BOOKING_OPERATIONS: readonly string[] = [
  'getAvailabilityWithoutTemplate',
  'getMb3Availability',
  'bookAppointment',
  'bookInboundAppointment',
  'bookMb3Appointment',
  'cancelAppointment',
  'splitLisaAppointment',
  'createAppointment',
  'createLisaAppointment',
  'getManualAppointmentServices',
  'previewBookingConfirmation',
  'previewCancellationText',
  'rescheduleAppointment',
  'previewRescheduleText',
];
