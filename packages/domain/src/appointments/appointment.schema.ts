import { z } from 'zod';
import { pageSchema } from '../shared/list-page.schema.js';

const maybe = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

/** An appointment (spec 2 §3: apptId, apptStatus; the rest as the contract designs it). */
export const AppointmentSchema = z.object({
  apptId: z.number().int(),
  apptStatus: z.string(),
  futureServiceInteractionId: maybe(z.number().int()),
  title: maybe(z.string()),
  apptDate: maybe(z.string()),
  apptTime: maybe(z.string()),
  /** Designed (issue 30): the appointment's instant (ISO), to tell whether its time has passed. */
  appointmentAt: maybe(z.string()),
  customerName: maybe(z.string()),
  cellular: maybe(z.string()),
  vin: maybe(z.string()),
  advisorNo: maybe(z.string()),
  advisorName: maybe(z.string()),
  storeId: maybe(z.number().int()),
  /** Designed: the store as staff name it. */
  storeName: maybe(z.string()),
  serviceType: maybe(z.string()),
  transportType: maybe(z.string()),
  opCodes: z.array(z.string()).optional(),
  notes: maybe(z.string()),
  /** Designed: when the reminder text was queued (appointment manager). */
  reminderSentAt: maybe(z.string()),
  /** How it was booked (issue 34): STAFF, ASSISTANT, CUSTOMER_LINK, PUBLIC_FORM or DMS. */
  source: maybe(z.string()),
});
export type Appointment = z.infer<typeof AppointmentSchema>;
export const AppointmentPageSchema = pageSchema(AppointmentSchema);

/** A free slot offered for booking; date YYYY-MM-DD, time HH:mm. */
export const AvailabilitySlotSchema = z.object({
  date: z.string(),
  time: z.string(),
  advisorId: maybe(z.string()),
});
export type AvailabilitySlot = z.infer<typeof AvailabilitySlotSchema>;
export const AvailabilitySlotPageSchema = pageSchema(AvailabilitySlotSchema);

/** The structured booking answer; read it with `interpretBookingResponse`. */
export const BookingResultSchema = z.object({
  success: z.boolean(),
  responseCode: z.enum(['SUCCESS', 'FAILURE']),
  message: z.string(),
  appointment: AppointmentSchema.nullable().optional(),
});
export type BookingResult = z.infer<typeof BookingResultSchema>;

/** Spec 2 §5: a booking answers either the structured result or a sentence. */
export const BookingAnswerSchema = z.union([BookingResultSchema, z.string()]);
export type BookingAnswer = z.infer<typeof BookingAnswerSchema>;

/** What the data-sync CDK appointment calls answer. */
export const CdkAppointmentResultSchema = z.object({
  success: z.boolean(),
  appointmentId: maybe(z.string()),
  message: maybe(z.string()),
  appointment: AppointmentSchema.nullable().optional(),
});
export type CdkAppointmentResult = z.infer<typeof CdkAppointmentResultSchema>;
