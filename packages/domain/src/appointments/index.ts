/**
 * The appointments context's public surface (`@torque/domain/appointments`): the names the web app, adapters, server
 * or tests use. The files' other exports stay internal to the domain.
 */
export * from './booking-result.rules.js';
export {
  bookingPayload,
  type BookingPayload,
  BookingPayloadSchema,
  opCodeList,
} from './booking-payload.rules.js';
export {
  type Appointment,
  AppointmentPageSchema,
  AppointmentSchema,
  type AvailabilitySlot,
  AvailabilitySlotPageSchema,
  type BookingAnswer,
  BookingAnswerSchema,
  type BookingResult,
  BookingResultSchema,
  type CdkAppointmentResult,
  CdkAppointmentResultSchema,
} from './appointment.schema.js';
export * from './appointment-requests.js';
export * from './appointment-gateway.port.js';
export * from './availability-config.js';
export {
  advisorHoursOn,
  availableSlots,
  firstAdvisorPerTime,
  localDateOf,
  occupiedUnits,
  workMinutes,
  type AvailabilityQuery,
} from './availability.rules.js';
export { bookingClaims, type BookingClaim } from './booking-claims.rules.js';
export { canBookAppointments } from './booking-permission.rules.js';
export { bookingDayLabel, bookingRequestDate, firstBookingDay, slotTimeLabel } from './booking-form.rules.js';
export * from './appointment-manager.rules.js';
export * from './no-show.rules.js';
export * from './appointment-reminder.schema.js';
export * from './appointment-reminder-gateway.port.js';
export * from './appointment-confirmation.rules.js';
export * from './appointment-texts-spanish.js';
export * from './booking-link.rules.js';
export * from './booking-link-page.port.js';
