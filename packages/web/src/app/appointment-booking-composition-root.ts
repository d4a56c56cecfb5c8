import { HttpAppointmentGateway, type ApiClient } from '@torque/adapters';
import type { AppointmentGateway } from '@torque/domain';

type BookingGateway = Pick<
  AppointmentGateway,
  | 'manualAppointmentServices'
  | 'availability'
  | 'book'
  | 'previewConfirmation'
  | 'search'
  | 'cancel'
  | 'previewCancellation'
  | 'previewReschedule'
  | 'reschedule'
>;

/**
 * The booking adapter, loaded when staff first open "Book appointment". Booking uses only main-host
 * calls, so the data-sync client (the CDK calls) is the main client here and never called.
 */
export function createBookingGateway(client: ApiClient, onUnauthorized: () => void): BookingGateway {
  return new HttpAppointmentGateway(client, client, { onUnauthorized });
}
