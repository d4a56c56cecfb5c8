import {
  bookingPayload,
  type AppointmentCreate,
  type AppointmentSearch,
  type AppointmentSplitRequest,
  type BookingAnswer,
  type BookingPayload,
  type BookingVariant,
  type CancellationRequest,
  type CdkAction,
  type CdkAppointmentRequest,
  type InviteAppointment,
  type RescheduleRequest,
  type SwimlaneQuery,
} from '@torque/domain';
import { InMemoryAppointmentGateway } from '@torque/domain/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { appointmentsContract, sampleBooking } from '../contract-suites/appointments.suite.js';
import type { ContractCall } from '../test/contract-fetch.js';
import { fromResult, opsHarness, windowOf, type OpsHarness, type Routes } from '../test/ops-harness.js';
import { HttpAppointmentGateway } from './appointments.http.js';

const BOOKED: BookingAnswer = {
  success: true,
  responseCode: 'SUCCESS',
  message: 'Booked',
  appointment: null,
};
const storeOf = (call: ContractCall) => ({
  bocId: Number(call.pathParams.bocId),
  storeId: Number(call.pathParams.storeId),
});

function appointmentRoutes(server: InMemoryAppointmentGateway, bookingAnswers: BookingAnswer[]): Routes {
  /** The server books (so the fake keeps the appointment) and answers with the raw booking answer. */
  const book = (variant: BookingVariant) => async (call: ContractCall) => {
    const answer = bookingAnswers.shift() ?? BOOKED;
    server.answerNextBooking(answer);
    const outcome = await server.book(variant, call.body as BookingPayload);
    return !outcome.ok && outcome.error.code === 'BOOKING_FAILED' ? fromResult(outcome) : { body: answer };
  };
  const cdk = (action: CdkAction) => async (call: ContractCall) =>
    fromResult(await server.cdk(action, call.body as CdkAppointmentRequest));
  const search = (body: unknown) => body as AppointmentSearch;
  return {
    getManualAppointmentServices: async (call) =>
      fromResult(
        await server.manualAppointmentServices({
          bocId: Number(call.query.boc_id_pk),
          storeId: Number(call.query.store_id_pk),
        }),
      ),
    getBookedAppointments: async (call) =>
      fromResult(
        await server.bookedAppointments({
          ...windowOf(call),
          storeIdPk: Number(call.query.store_id_pk),
          startDate: call.query.startDate,
          endDate: call.query.endDate,
        }),
      ),
    getAvailabilityWithoutTemplate: async (call) =>
      fromResult(await server.availability('nlp', call.body as BookingPayload)),
    getMb3Availability: async (call) =>
      fromResult(await server.availability('mb3', call.body as BookingPayload)),
    bookAppointment: book('nlp'),
    bookInboundAppointment: book('inbound'),
    bookMb3Appointment: book('mb3'),
    cancelAppointment: async (call) => fromResult(await server.cancel(call.body as CancellationRequest)),
    previewCancellationText: async (call) =>
      fromResult(await server.previewCancellation(call.body as CancellationRequest)),
    previewRescheduleText: async (call) =>
      fromResult(await server.previewReschedule(call.body as RescheduleRequest)),
    rescheduleAppointment: async (call) =>
      fromResult(await server.reschedule(call.body as RescheduleRequest)),
    previewBookingConfirmation: async (call) =>
      fromResult(await server.previewConfirmation(call.body as BookingPayload)),
    cdkInsertAppointment: cdk('insert'),
    cdkReadAppointment: cdk('read'),
    cdkUpdateAppointment: cdk('update'),
    cdkDeleteAppointment: cdk('delete'),
    cdkListAppointments: async (call) => fromResult(await server.cdkList(call.body as CdkAppointmentRequest)),
    cdkAppointmentHelp: async (call) => fromResult(await server.cdkHelp(call.body as CdkAppointmentRequest)),
    createAppointment: async (call) => fromResult(await server.create(call.body as AppointmentCreate)),
    createLisaAppointment: async (call) =>
      fromResult(await server.createFromInvite(call.body as InviteAppointment)),
    searchAppointments: async (call) => fromResult(await server.search(search(call.body), windowOf(call))),
    searchServiceAppointmentsByDateAndQuery: async (call) =>
      fromResult(await server.searchServiceAppointments(search(call.body), windowOf(call))),
    updateAppointmentStatus: async (call) =>
      fromResult(await server.setStatus(Number(call.pathParams.id), call.pathParams.status ?? '')),
    splitLisaAppointment: async (call) =>
      fromResult(await server.split(call.body as AppointmentSplitRequest)),
    searchLeadAppointmentsByDate: async (call) =>
      fromResult(
        await server.leadAppointmentsOn(
          Number(call.query.store_id_pk),
          call.query.date ?? '',
          windowOf(call),
        ),
      ),
    lisaSwimlaneAppointments: async (call) =>
      fromResult(await server.swimlaneAppointments(call.body as SwimlaneQuery, windowOf(call))),
    searchServiceAppointmentsByDate: async (call) =>
      fromResult(await server.serviceAppointmentsOn(storeOf(call), call.query.date ?? '', windowOf(call))),
  };
}

let harness: OpsHarness | undefined;
function subject(server: InMemoryAppointmentGateway) {
  const bookingAnswers: BookingAnswer[] = [];
  const h = opsHarness(appointmentRoutes(server, bookingAnswers));
  harness = h;
  return {
    gateway: new HttpAppointmentGateway(h.api, h.dataSync, h.options),
    answerNextBooking: (answer: BookingAnswer) => void bookingAnswers.push(answer),
    harness: h,
  };
}
afterEach(() => {
  expect(harness?.double.violations).toEqual([]);
  harness = undefined;
});

appointmentsContract(subject);

describe('HttpAppointmentGateway on the wire', () => {
  const window = { page: 0, size: 10 };
  const cdkRequest = { dealerCode: 'D100', opCodes: ['01OIL'] };

  it('reaches all 27 appointment operations, the CDK ones on the data-sync host', async () => {
    const { gateway, harness: h } = subject(new InMemoryAppointmentGateway());
    await gateway.manualAppointmentServices({ bocId: 2, storeId: 3 });
    await gateway.bookedAppointments({
      ...window,
      storeIdPk: 3,
      startDate: new Date('2025-03-20T12:00:00Z'),
    });
    for (const variant of ['nlp', 'mb3'] as const) await gateway.availability(variant, sampleBooking);
    for (const variant of ['nlp', 'inbound', 'mb3'] as const) await gateway.book(variant, sampleBooking);
    await gateway.cancel({ fsiId: 101, apptId: 1 });
    await gateway.previewConfirmation(sampleBooking);
    const move = { fsiId: 101, apptId: 1, inpDate: '20.03.2025', inpTime: '13:15' };
    await gateway.previewCancellation({ fsiId: 101, apptId: 1 });
    await gateway.previewReschedule(move);
    await gateway.reschedule(move);
    for (const action of ['insert', 'read', 'update', 'delete'] as const)
      await gateway.cdk(action, cdkRequest);
    await gateway.cdkList(cdkRequest);
    await gateway.cdkHelp(cdkRequest);
    await gateway.create({
      futureServiceInteractionId: 1,
      title: 'Sell-it Appointment',
      apptDate: '2025-03-20',
      apptTime: '13:15',
    });
    await gateway.createFromInvite({
      futureServiceInteractionId: 1,
      title: 'Sell-it Appointment',
      apptDate: '2025-03-20',
      apptTime: '13:15',
    });
    await gateway.search({ storeIds: [3], archived: false }, window);
    await gateway.searchServiceAppointments({ query: 'civic' }, window);
    await gateway.setStatus(1, 'SHOW');
    await gateway.split({ apptId: 1, opCodes: ['A', 'B'] });
    await gateway.leadAppointmentsOn(3, '2025-03-20', window);
    await gateway.swimlaneAppointments({ status: ['Appt'], store: 'S3', date: '2025-03-20' });
    await gateway.serviceAppointmentsOn({ bocId: 2, storeId: 3 }, '2025-03-20', window);
    expect(new Set(h.operationIds()).size).toBe(27);
    expect(h.hostOf('cdkListAppointments')).toBe('data-sync.test');
  });

  it('sends the public invite booking without a token, and everything else with one', async () => {
    const { gateway, harness: h } = subject(new InMemoryAppointmentGateway());
    await gateway.createFromInvite({
      futureServiceInteractionId: 1,
      title: 'Test Drive Appointment',
      apptDate: '2025-03-20',
      apptTime: '09:00',
    });
    await gateway.create({
      futureServiceInteractionId: 1,
      title: 'Test Drive Appointment',
      apptDate: '2025-03-20',
      apptTime: '09:00',
    });
    expect(h.callsOf('createLisaAppointment')[0]?.headers.has('Authorization')).toBe(false);
    expect(h.callsOf('createAppointment')[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('asks the swimlane with size 100, page 0 and advisor ALL; sends the booking as spec 2 §5 shapes it', async () => {
    const { gateway, harness: h } = subject(new InMemoryAppointmentGateway());
    await gateway.swimlaneAppointments({ date: '2025-03-20' });
    expect(h.callsOf('lisaSwimlaneAppointments')[0]).toMatchObject({
      query: { size: '100', page: '0' },
      body: { advisor: 'ALL' },
    });
    await gateway.book('nlp', bookingPayload({ ...sampleBooking, opCode: 'ONLY', odometer: null }));
    const sent = h.callsOf('bookAppointment')[0]?.body as Record<string, unknown>;
    expect([sent.opCode, 'odometer' in sent]).toEqual([['ONLY'], false]);
  });

  it('reads a malformed answer by its field, and a 401 on a booking as a sign-out', async () => {
    const { gateway, harness: h } = subject(new InMemoryAppointmentGateway());
    h.raw(200, { apptId: 'x', apptStatus: 'BOOKED' });
    const malformed = await gateway.setStatus(1, 'SHOW');
    expect(malformed.ok ? '' : malformed.error.message).toContain('(apptId)');
    h.raw(401, { statusCode: 401, message: 'Unauthorized', errors: [] });
    const signedOut = await gateway.book('nlp', sampleBooking);
    expect(signedOut.ok ? '' : signedOut.error.code).toBe('UNAUTHORIZED');
    expect(h.signOuts).toHaveLength(1);
  });
});
