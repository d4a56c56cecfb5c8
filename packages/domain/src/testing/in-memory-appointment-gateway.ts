import type {
  Appointment,
  AvailabilitySlot,
  BookingAnswer,
  BookingResult,
  CdkAppointmentResult,
} from '../appointments/appointment.schema.js';
import type { AppointmentGateway } from '../appointments/appointment-gateway.port.js';
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
} from '../appointments/appointment-requests.js';
import { BookingPayloadSchema, type BookingPayload } from '../appointments/booking-payload.rules.js';
import {
  bookingCallFailed,
  interpretBookingResponse,
  type BookingSuccess,
} from '../appointments/booking-result.rules.js';
import { APPOINTMENT_SWIMLANE_FETCH } from '../catalog/constants.js';
import type { AppError } from '../errors/app-error.js';
import type { OutboundPreview } from '../leads/lead-workflow-gateway.port.js';
import { formatIsoDate, type DateInput } from '../format/dates.js';
import type { Opcode } from '../repair-orders/service-order.schema.js';
import type { KeyValue } from '../shared/key-value.schema.js';
import type { ListPage, PageWindow } from '../shared/list-page.js';
import { requestRefusal } from '../errors/request-check.js';
import { err, ok, type Result } from '../shared/result.js';
import type { StoreRef } from '../shared/store-ref.js';
import type { SwimlaneQuery } from '../repair-orders/swimlane-query.js';
import { InMemoryCdkAppointments } from './in-memory-cdk-appointments.js';
import { answerOr, inMemoryPage, pagedAnswer } from './in-memory-page.js';
import { FailureQueue, serverRejection } from './server-rejection.js';

type Operation = keyof AppointmentGateway;
type Answer<T> = Promise<Result<T, AppError>>;
const BOOKED: BookingAnswer = {
  success: true,
  responseCode: 'SUCCESS',
  message: 'Booked',
  appointment: null,
};

function matches(appointment: Appointment, search: AppointmentSearch): boolean {
  const date = appointment.apptDate ?? '';
  const text = search.query?.trim().toLowerCase() ?? '';
  return (
    (search.storeIds === undefined || search.storeIds.includes(appointment.storeId ?? -1)) &&
    (search.startDate === undefined || date >= search.startDate) &&
    (search.endDate === undefined || date <= search.endDate) &&
    (search.apptStatus === undefined || appointment.apptStatus === search.apptStatus) &&
    [appointment.customerName, appointment.vin, appointment.title].some((f) =>
      (f ?? '').toLowerCase().includes(text),
    )
  );
}

/** Appointments in memory: bookings answer as queued (a booked answer by default) and are kept. */
export class InMemoryAppointmentGateway implements AppointmentGateway {
  #appointments: Appointment[];
  readonly #answers: BookingAnswer[] = [];
  readonly #cdk = new InMemoryCdkAppointments();
  readonly #failures = new FailureQueue<Operation>();
  services: readonly Opcode[] = [];
  slots: readonly AvailabilitySlot[] = [];
  cdkHelpEntries: readonly KeyValue[] = [];
  /** What a confirmation preview answers (issue 30); the text names the booked time. */
  confirmation: Omit<OutboundPreview, 'text'> = {
    to: '+15550100001',
    toName: 'Sam Customer',
    scheduledFor: null,
    blockedReason: null,
    warning: null,
  };
  /** Every booking payload sent, for assertions. */
  readonly bookings: { readonly variant: BookingVariant; readonly booking: BookingPayload }[] = [];

  constructor(appointments: readonly Appointment[] = []) {
    this.#appointments = [...appointments];
  }

  /** What the next booking answers: the structured result or a sentence (spec 2 §5). */
  answerNextBooking(answer: BookingAnswer): void {
    this.#answers.push(answer);
  }
  failNext(operation: Operation, error: AppError): void {
    this.#failures.failNext(operation, error);
  }
  all(): Appointment[] {
    return [...this.#appointments];
  }

  manualAppointmentServices(store: StoreRef): Answer<ListPage<Opcode>> {
    const offered = this.services.filter((s) => s.storeId == null || s.storeId === store.storeId);
    return answerOr(this.#failures.take('manualAppointmentServices'), () => ok(inMemoryPage(offered)));
  }
  bookedAppointments(
    query: PageWindow & { storeIdPk: number; startDate?: DateInput; endDate?: DateInput },
  ): Answer<ListPage<Appointment>> {
    const search = {
      storeIds: [query.storeIdPk],
      startDate: iso(query.startDate),
      endDate: iso(query.endDate),
    };
    return this.#search('bookedAppointments', search, query);
  }
  availability(_variant: AvailabilityVariant, booking: BookingPayload): Answer<ListPage<AvailabilitySlot>> {
    const refused = this.#failures.take('availability') ?? requestRefusal(BookingPayloadSchema, booking);
    return answerOr(refused, () => ok(inMemoryPage(this.slots)));
  }
  previewConfirmation(booking: BookingPayload): Answer<OutboundPreview> {
    const refused =
      this.#failures.take('previewConfirmation') ?? requestRefusal(BookingPayloadSchema, booking);
    const text = this.confirmation.blockedReason
      ? null
      : `Your appointment is confirmed for ${booking.inpDate} at ${booking.inpTime}.`;
    return answerOr(refused, () => ok({ ...this.confirmation, text }));
  }
  async book(variant: BookingVariant, booking: BookingPayload): Answer<BookingSuccess> {
    this.bookings.push({ variant, booking });
    const failed = this.#failures.take('book') ?? requestRefusal(BookingPayloadSchema, booking);
    if (failed) return err(failed.code === 'UNAUTHORIZED' ? failed : bookingCallFailed());
    const outcome = interpretBookingResponse(this.#answers.shift() ?? BOOKED);
    if (outcome.ok)
      this.#add({
        futureServiceInteractionId: booking.fsiId,
        apptDate: booking.inpDate,
        apptTime: booking.inpTime,
        vin: booking.vin,
        serviceType: booking.serviceType,
        transportType: booking.transportType,
        opCodes: [...booking.opCode],
        notes: booking.notes,
      });
    return outcome;
  }
  cancel(request: CancellationRequest): Answer<BookingResult> {
    return answerOr(this.#failures.take('cancel'), () => {
      const found = this.#change(request.apptId, (a) => ({ ...a, apptStatus: 'CANCELLED' }));
      return found.ok
        ? ok({ success: true, responseCode: 'SUCCESS', message: 'Cancelled', appointment: found.value })
        : found;
    });
  }
  previewCancellation(request: CancellationRequest): Answer<OutboundPreview> {
    return answerOr(this.#failures.take('previewCancellation'), () =>
      ok({ ...this.confirmation, text: `Your appointment ${request.apptId} has been cancelled.` }),
    );
  }
  previewReschedule(request: RescheduleRequest): Answer<OutboundPreview> {
    return answerOr(this.#failures.take('previewReschedule'), () =>
      ok({
        ...this.confirmation,
        text: `Your appointment has moved to ${request.inpDate} at ${request.inpTime}.`,
      }),
    );
  }
  /** Kept for assertions: every move asked for. */
  readonly moves: RescheduleRequest[] = [];
  reschedule(request: RescheduleRequest): Answer<BookingResult> {
    this.moves.push(request);
    return answerOr(this.#failures.take('reschedule'), () => {
      const found = this.#change(request.apptId, (a) => ({
        ...a,
        apptDate: request.inpDate,
        apptTime: request.inpTime,
      }));
      return found.ok
        ? ok({
            success: true,
            responseCode: 'SUCCESS',
            message: 'Appointment rescheduled',
            appointment: found.value,
          })
        : found;
    });
  }
  cdk(action: CdkAction, request: CdkAppointmentRequest): Answer<CdkAppointmentResult> {
    return answerOr(this.#failures.take('cdk'), () => ok(this.#cdk.apply(action, request)));
  }
  cdkList(_request: CdkAppointmentRequest): Answer<ListPage<Appointment>> {
    return answerOr(this.#failures.take('cdkList'), () => ok(inMemoryPage(this.#cdk.list())));
  }
  cdkHelp(request: CdkAppointmentRequest): Answer<ListPage<KeyValue>> {
    const found = this.cdkHelpEntries.filter(
      (e) => request.lookup === undefined || e.key.startsWith(request.lookup),
    );
    return answerOr(this.#failures.take('cdkHelp'), () => ok(inMemoryPage(found)));
  }
  create(appointment: AppointmentCreate): Answer<Appointment> {
    return answerOr(this.#failures.take('create'), () => ok(this.#add({ ...appointment })));
  }
  createFromInvite(appointment: InviteAppointment): Answer<Appointment> {
    const { userMasterId: _user, ...fields } = appointment;
    return answerOr(this.#failures.take('createFromInvite'), () => ok(this.#add({ ...fields })));
  }
  search(search: AppointmentSearch, window: PageWindow): Answer<ListPage<Appointment>> {
    return this.#search('search', search, window);
  }
  searchServiceAppointments(search: AppointmentSearch, window: PageWindow): Answer<ListPage<Appointment>> {
    return this.#search('searchServiceAppointments', search, window);
  }
  setStatus(apptId: number, status: string): Answer<Appointment> {
    return answerOr(this.#failures.take('setStatus'), () =>
      this.#change(apptId, (a) => ({ ...a, apptStatus: status })),
    );
  }
  split(request: AppointmentSplitRequest): Answer<ListPage<Appointment>> {
    return answerOr(this.#failures.take('split'), () => {
      const original = this.#appointments.find((a) => a.apptId === request.apptId);
      if (!original) return err(serverRejection(404, `No appointment ${request.apptId}`));
      const [first, ...rest] = request.opCodes ?? original.opCodes ?? [];
      const kept = this.#change(original.apptId, (a) => ({
        ...a,
        opCodes: first === undefined ? [] : [first],
      }));
      const parts = rest.map((opCode) => this.#add({ ...original, opCodes: [opCode] }));
      return kept.ok ? ok(inMemoryPage([kept.value, ...parts])) : kept;
    });
  }
  leadAppointmentsOn(storeIdPk: number, date: DateInput, window: PageWindow): Answer<ListPage<Appointment>> {
    const day = iso(date);
    return this.#search(
      'leadAppointmentsOn',
      { storeIds: [storeIdPk], startDate: day, endDate: day },
      window,
    );
  }
  swimlaneAppointments(
    query: SwimlaneQuery,
    window: PageWindow = APPOINTMENT_SWIMLANE_FETCH,
  ): Answer<ListPage<Appointment>> {
    const range = { startDate: query.date ?? query.startDate, endDate: query.date ?? query.endDate };
    return this.#search('swimlaneAppointments', range, window);
  }
  serviceAppointmentsOn(store: StoreRef, date: DateInput, window: PageWindow): Answer<ListPage<Appointment>> {
    const day = iso(date);
    return this.#search(
      'serviceAppointmentsOn',
      { storeIds: [store.storeId], startDate: day, endDate: day },
      window,
    );
  }

  #search(
    operation: Operation,
    search: AppointmentSearch,
    window: PageWindow,
  ): Answer<ListPage<Appointment>> {
    return answerOr(this.#failures.take(operation), () =>
      pagedAnswer(
        this.#appointments.filter((a) => matches(a, search)),
        window,
      ),
    );
  }
  #add(fields: Omit<Appointment, 'apptId' | 'apptStatus'>): Appointment {
    const apptId = Math.max(0, ...this.#appointments.map((a) => a.apptId)) + 1;
    const appointment: Appointment = { ...fields, apptId, apptStatus: 'BOOKED' };
    this.#appointments.push(appointment);
    return appointment;
  }
  #change(apptId: number, change: (a: Appointment) => Appointment): Result<Appointment, AppError> {
    const found = this.#appointments.find((a) => a.apptId === apptId);
    if (!found) return err(serverRejection(404, `No appointment ${apptId}`));
    const changed = change(found);
    this.#appointments = this.#appointments.map((a) => (a.apptId === apptId ? changed : a));
    return ok(changed);
  }
}

const iso = (date: DateInput | undefined): string | undefined =>
  date === undefined ? undefined : formatIsoDate(date);
