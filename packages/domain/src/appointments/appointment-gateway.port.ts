import type { AppError } from '../errors/app-error.js';
import type { OutboundPreview } from '../leads/lead-workflow-gateway.port.js';
import type { DateInput } from '../format/dates.js';
import type { Opcode } from '../repair-orders/service-order.schema.js';
import type { KeyValue } from '../shared/key-value.schema.js';
import type { ListPage, PageWindow } from '../shared/list-page.js';
import type { Result } from '../shared/result.js';
import type { StoreRef } from '../shared/store-ref.js';
import type { SwimlaneQuery } from '../repair-orders/swimlane-query.js';
import type {
  Appointment,
  AvailabilitySlot,
  BookingResult,
  CdkAppointmentResult,
} from './appointment.schema.js';
import type {
  AppointmentCreate,
  AppointmentSearch,
  AppointmentSplitRequest,
  AvailabilityVariant,
  BookingVariant,
  CancellationRequest,
  CdkAction,
  CdkAppointmentRequest,
  InviteAppointment,
  RescheduleRequest,
} from './appointment-requests.js';
import type { BookingPayload } from './booking-payload.rules.js';
import type { BookingSuccess } from './booking-result.rules.js';

type Answer<T> = Promise<Result<T, AppError>>;

/** Booking and appointments (openapi tag appointments; spec 2 §7 "Booking and appointments"). */
export interface AppointmentGateway {
  manualAppointmentServices(store: StoreRef): Answer<ListPage<Opcode>>;
  bookedAppointments(
    query: PageWindow & {
      readonly storeIdPk: number;
      readonly startDate?: DateInput;
      readonly endDate?: DateInput;
    },
  ): Answer<ListPage<Appointment>>;
  availability(variant: AvailabilityVariant, booking: BookingPayload): Answer<ListPage<AvailabilitySlot>>;
  /** Books and reads the answer as spec 2 §5 says ('Successfully Booked', 'Booking Failed', ...). */
  book(variant: BookingVariant, booking: BookingPayload): Answer<BookingSuccess>;
  /** The confirmation the booking of this slot would text, to whom and when (issue 30); nothing is booked. */
  previewConfirmation(booking: BookingPayload): Answer<OutboundPreview>;
  cancel(request: CancellationRequest): Answer<BookingResult>;
  /** The texts a cancellation or a move would send, to whom and when (issue 30); nothing changes. */
  previewCancellation(request: CancellationRequest): Answer<OutboundPreview>;
  previewReschedule(request: RescheduleRequest): Answer<OutboundPreview>;
  /** Moves a booked appointment to another free time; success false when that time is not free. */
  reschedule(request: RescheduleRequest): Answer<BookingResult>;
  cdk(action: CdkAction, request: CdkAppointmentRequest): Answer<CdkAppointmentResult>;
  cdkList(request: CdkAppointmentRequest): Answer<ListPage<Appointment>>;
  cdkHelp(request: CdkAppointmentRequest): Answer<ListPage<KeyValue>>;
  create(appointment: AppointmentCreate): Answer<Appointment>;
  /** Books from the public invite; sent without a token. */
  createFromInvite(appointment: InviteAppointment): Answer<Appointment>;
  search(search: AppointmentSearch, window: PageWindow): Answer<ListPage<Appointment>>;
  /** search-by-appt-date-and-query over service appointments. */
  searchServiceAppointments(search: AppointmentSearch, window: PageWindow): Answer<ListPage<Appointment>>;
  setStatus(apptId: number, status: string): Answer<Appointment>;
  split(request: AppointmentSplitRequest): Answer<ListPage<Appointment>>;
  leadAppointmentsOn(storeIdPk: number, date: DateInput, window: PageWindow): Answer<ListPage<Appointment>>;
  /** The lisa swimlane's appointments; spec 2 §9 asks with size 100, page 0. */
  swimlaneAppointments(query: SwimlaneQuery, window?: PageWindow): Answer<ListPage<Appointment>>;
  serviceAppointmentsOn(store: StoreRef, date: DateInput, window: PageWindow): Answer<ListPage<Appointment>>;
}
