import {
  APPOINTMENT_SWIMLANE_FETCH,
  AppointmentPageSchema,
  AppointmentSchema,
  AvailabilitySlotPageSchema,
  BookingAnswerSchema,
  BookingResultSchema,
  CdkAppointmentResultSchema,
  OutboundPreviewSchema,
  KeyValuePageSchema,
  OpcodePageSchema,
  bookingCallFailed,
  formatIsoDate,
  interpretBookingResponse,
  type AppError,
  type Appointment,
  type AppointmentCreate,
  type AppointmentGateway,
  type AppointmentSearch,
  type AppointmentSplitRequest,
  type AvailabilitySlot,
  type AvailabilityVariant,
  type BookingPayload,
  type BookingResult,
  type BookingSuccess,
  type BookingVariant,
  type CancellationRequest,
  type CdkAction,
  type CdkAppointmentRequest,
  type CdkAppointmentResult,
  type DateInput,
  type InviteAppointment,
  type KeyValue,
  type ListPage,
  type Opcode,
  type OutboundPreview,
  type PageWindow,
  type RescheduleRequest,
  type Result,
  type StoreRef,
  type SwimlaneQuery,
} from '@torque/domain';
import type { ApiClient } from './api-client.js';
import { callApi, type CallOptions } from './call-api.js';
import { swimlaneBody, withNotice } from './gateway-support.js';
import { withoutToken } from './host-clients.js';
import {
  AVAILABILITY_PATHS,
  BOOKING_PATHS,
  CDK_PATHS,
  bookingBody,
  cdkBody,
  isoOrAbsent,
  searchBody,
} from './appointment-requests.js';

type Answer<T> = Promise<Result<T, AppError>>;

/** Booking and appointments over the main host, the CDK calls over the data-sync host. */
export class HttpAppointmentGateway implements AppointmentGateway {
  constructor(
    private readonly client: ApiClient,
    private readonly dataSync: ApiClient,
    private readonly options: CallOptions = {},
  ) {}

  manualAppointmentServices(store: StoreRef): Answer<ListPage<Opcode>> {
    const query = { boc_id_pk: store.bocId, store_id_pk: store.storeId };
    return this.#call(
      () => this.client.GET('/api/manual-appointment/services', { params: { query } }),
      OpcodePageSchema,
    );
  }

  bookedAppointments(
    query: PageWindow & { storeIdPk: number; startDate?: DateInput; endDate?: DateInput },
  ): Answer<ListPage<Appointment>> {
    const params = {
      query: {
        store_id_pk: query.storeIdPk,
        startDate: isoOrAbsent(query.startDate),
        endDate: isoOrAbsent(query.endDate),
        page: query.page,
        size: query.size,
      },
    };
    return this.#call(
      () => this.client.GET('/api/manual-appointment/booked-appts', { params }),
      AppointmentPageSchema,
    );
  }

  availability(variant: AvailabilityVariant, booking: BookingPayload): Answer<ListPage<AvailabilitySlot>> {
    const body = bookingBody(booking);
    return this.#call(
      () => this.client.POST(AVAILABILITY_PATHS[variant], { body }),
      AvailabilitySlotPageSchema,
    );
  }

  /** Spec 2 §5: the answer decides the notice; a call that failed is 'Booking Failed'. */
  async book(variant: BookingVariant, booking: BookingPayload): Answer<BookingSuccess> {
    const body = bookingBody(booking);
    const answer = withNotice(
      await this.#call(() => this.client.POST(BOOKING_PATHS[variant], { body }), BookingAnswerSchema),
      bookingCallFailed,
    );
    return answer.ok ? interpretBookingResponse(answer.value) : answer;
  }

  previewConfirmation(booking: BookingPayload): Answer<OutboundPreview> {
    const body = bookingBody(booking);
    return this.#call(
      () => this.client.POST('/api/nlp/booking/confirmation-preview', { body }),
      OutboundPreviewSchema,
    );
  }

  cancel(request: CancellationRequest): Answer<BookingResult> {
    return this.#call(
      () => this.client.POST('/api/nlp/cancellations', { body: request }),
      BookingResultSchema,
    );
  }

  previewCancellation(request: CancellationRequest): Answer<OutboundPreview> {
    return this.#call(
      () => this.client.POST('/api/nlp/cancellations/preview', { body: request }),
      OutboundPreviewSchema,
    );
  }

  previewReschedule(request: RescheduleRequest): Answer<OutboundPreview> {
    return this.#call(
      () => this.client.POST('/api/nlp/reschedule/preview', { body: request }),
      OutboundPreviewSchema,
    );
  }

  reschedule(request: RescheduleRequest): Answer<BookingResult> {
    return this.#call(() => this.client.POST('/api/nlp/reschedule', { body: request }), BookingResultSchema);
  }

  cdk(action: CdkAction, request: CdkAppointmentRequest): Answer<CdkAppointmentResult> {
    const body = cdkBody(request);
    return this.#call(() => this.dataSync.POST(CDK_PATHS[action], { body }), CdkAppointmentResultSchema);
  }

  cdkList(request: CdkAppointmentRequest): Answer<ListPage<Appointment>> {
    const body = cdkBody(request);
    return this.#call(
      () => this.dataSync.POST('/api/data-sync/cdk/appointment/list', { body }),
      AppointmentPageSchema,
    );
  }

  cdkHelp(request: CdkAppointmentRequest): Answer<ListPage<KeyValue>> {
    const body = cdkBody(request);
    return this.#call(
      () => this.dataSync.POST('/api/data-sync/cdk/appointment/help', { body }),
      KeyValuePageSchema,
    );
  }

  create(appointment: AppointmentCreate): Answer<Appointment> {
    return this.#call(() => this.client.POST('/api/appointment', { body: appointment }), AppointmentSchema);
  }

  /** The public invite's booking goes without a token (openapi createLisaAppointment, `security: []`). */
  createFromInvite(appointment: InviteAppointment): Answer<Appointment> {
    return this.#call(
      () => this.client.POST('/api/lisa/appointment', { body: appointment, middleware: [withoutToken] }),
      AppointmentSchema,
    );
  }

  search(search: AppointmentSearch, window: PageWindow): Answer<ListPage<Appointment>> {
    const params = { query: { page: window.page, size: window.size } };
    return this.#call(
      () => this.client.POST('/api/appointment/search', { params, body: searchBody(search) }),
      AppointmentPageSchema,
    );
  }

  searchServiceAppointments(search: AppointmentSearch, window: PageWindow): Answer<ListPage<Appointment>> {
    const params = { query: { page: window.page, size: window.size } };
    return this.#call(
      () =>
        this.client.POST('/api/service-appointment/search-by-appt-date-and-query', {
          params,
          body: searchBody(search),
        }),
      AppointmentPageSchema,
    );
  }

  setStatus(apptId: number, status: string): Answer<Appointment> {
    const params = { path: { id: apptId, status } };
    return this.#call(
      () => this.client.PUT('/api/appointment/{id}/status/{status}', { params }),
      AppointmentSchema,
    );
  }

  split(request: AppointmentSplitRequest): Answer<ListPage<Appointment>> {
    const body = { apptId: request.apptId, ...(request.opCodes ? { opCodes: [...request.opCodes] } : {}) };
    return this.#call(() => this.client.POST('/api/lisa/appointment/split', { body }), AppointmentPageSchema);
  }

  leadAppointmentsOn(storeIdPk: number, date: DateInput, window: PageWindow): Answer<ListPage<Appointment>> {
    const query = { store_id_pk: storeIdPk, date: formatIsoDate(date), page: window.page, size: window.size };
    return this.#call(
      () =>
        this.client.GET('/api/future-service-interaction/appointment/search-by-appt-date', {
          params: { query },
        }),
      AppointmentPageSchema,
    );
  }

  swimlaneAppointments(
    query: SwimlaneQuery,
    window: PageWindow = APPOINTMENT_SWIMLANE_FETCH,
  ): Answer<ListPage<Appointment>> {
    const body = swimlaneBody(query);
    const params = { query: { page: window.page, size: window.size } };
    return this.#call(
      () => this.client.POST('/api/lisa/swimlane/appointment', { params, body }),
      AppointmentPageSchema,
    );
  }

  serviceAppointmentsOn(store: StoreRef, date: DateInput, window: PageWindow): Answer<ListPage<Appointment>> {
    const params = {
      path: { bocId: store.bocId, storeId: store.storeId },
      query: { date: formatIsoDate(date), page: window.page, size: window.size },
    };
    return this.#call(
      () =>
        this.client.GET('/api/boc/{bocId}/store/{storeId}/service-appointment/search-by-date', { params }),
      AppointmentPageSchema,
    );
  }

  #call<T>(request: Parameters<typeof callApi<T>>[0], schema: Parameters<typeof callApi<T>>[1]): Answer<T> {
    return callApi(request, schema, this.options);
  }
}
