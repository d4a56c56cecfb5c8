import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingBody,
  bookingTestClock,
} from '../../packages/server/src/appointments/booking/booking-fixture.js';
import { storeOneLeads } from '../../packages/server/src/appointments/booking/booking-fixture.repository.js';
import { startTestServer, type TestServer } from '../../packages/server/src/testing/test-server.js';
import { contractCaller } from './support/contract-caller.js';
import { BOOKING_OPERATIONS } from './support/booking-operations.js';

// Issue 16 (booking) against openapi/: every answer is checked against the contract by the caller.
let server: TestServer;
let auth: { authorization: string };
let leads: number[];
const { call, exercised } = contractCaller(
  () => server,
  () => auth,
);

beforeAll(async () => {
  server = await startTestServer({ clock: bookingTestClock });
  auth = await server.signIn('SUPER_USER');
  leads = await storeOneLeads(server.db, 7);
});
afterAll(() => server?.close());

describe('booking keeps the contract', () => {
  it('lists the store’s services and free slots for a day and for a window', async () => {
    const services = await call('getManualAppointmentServices', {
      url: '/api/manual-appointment/services?boc_id_pk=1&store_id_pk=1',
    });
    expect(services.status).toBe(200);
    expect((services.body.data as { opcode: string }[]).map((row) => row.opcode)).toContain('LOF');
    const day = await call('getAvailabilityWithoutTemplate', { payload: bookingBody(leads[0]!) });
    expect((day.body.data as unknown[]).length).toBeGreaterThan(0);
    const week = await call('getMb3Availability', {
      payload: bookingBody(leads[0]!, { inpDate: '2030-03-04' }),
    });
    expect(week.body.total as number).toBeGreaterThan(day.body.total as number);
    const bad = await call('getAvailabilityWithoutTemplate', {
      payload: bookingBody(leads[0]!, { transportType: 'BUS' }),
    });
    expect(bad.status).toBe(400);
  });

  it("answers the spec's words: 'Successfully Booked', 'Booking Failed', 'Appointment not booked', 'Unfortunately …'", async () => {
    const body = bookingBody(leads[1]!, { advisorId: '100101', inpTime: '09:30' });
    const booked = await call('bookAppointment', { payload: body });
    expect(booked.body).toMatchObject({
      success: true,
      responseCode: 'SUCCESS',
      message: 'Successfully Booked',
    });
    const again = { ...body, fsiId: leads[2]! };
    expect((await call('bookAppointment', { payload: again })).body).toMatchObject({
      success: false,
      message: 'Booking Failed',
    });
    expect((await call('bookMb3Appointment', { payload: again })).body).toMatchObject({
      responseCode: 'FAILURE',
      message: 'Appointment not booked',
    });
    const sentence = await call('bookInboundAppointment', { payload: again });
    expect(sentence.body).toMatch(/^Unfortunately 9:30 AM is not available\./);
    const inbound = await call('bookInboundAppointment', { payload: { ...again, inpTime: '11:00' } });
    expect(inbound.body).toMatch(/^Your appointment is booked for Wednesday, March 6 at 11:00 AM/);
    const mb3 = await call('bookMb3Appointment', {
      payload: { ...again, fsiId: leads[3]!, inpTime: '12:00' },
    });
    expect(mb3.body).toMatchObject({ responseCode: 'SUCCESS', message: 'Successfully Booked' });

    const appointment = booked.body.appointment as { apptId: number };
    const split = await call('splitLisaAppointment', {
      payload: { apptId: appointment.apptId, opCodes: ['LOF'] },
    });
    expect(split.status).toBe(400);
    const cancelled = await call('cancelAppointment', {
      payload: { fsiId: leads[1]!, apptId: appointment.apptId },
    });
    expect(cancelled.body).toMatchObject({ success: true, message: 'Appointment cancelled' });
  });

  it('creates a titled appointment for staff, and refuses the public form without its invite link', async () => {
    const created = await call('createAppointment', {
      payload: {
        futureServiceInteractionId: leads[4]!,
        title: 'Buy-it Appointment',
        apptDate: '2030-03-08',
        apptTime: '15:45',
      },
    });
    expect(created.body).toMatchObject({
      title: 'Buy-it Appointment',
      apptDate: '2030-03-08',
      apptTime: '15:45',
    });
    const form = {
      futureServiceInteractionId: leads[5]!,
      title: 'Sell-it Appointment',
      apptDate: '2030-03-08',
      apptTime: '10:00',
    };
    const anonymous = await call('createLisaAppointment', { payload: form, headers: { authorization: '' } });
    expect(anonymous.status).toBe(400);
    const wrongLink = await call('createLisaAppointment', {
      payload: { ...form, userMasterId: 1, token: 'x' },
      headers: { authorization: '' },
    });
    expect(wrongLink.status).toBe(404);
  });

  it('previews the confirmation, a move and a cancellation, and moves an appointment (issue 30)', async () => {
    const body = bookingBody(leads[6]!, { inpTime: '14:30' });
    const preview = await call('previewBookingConfirmation', { payload: body });
    expect(preview.status).toBe(200);
    expect(preview.body.text).toMatch(/your appointment is confirmed for Wednesday 6 March at 2:30 PM/);
    const notFree = await call('previewBookingConfirmation', { payload: { ...body, inpTime: '03:00' } });
    expect(notFree.status).toBe(400);
    const booked = await call('bookAppointment', { payload: { ...body, textCustomer: false } });
    const apptId = (booked.body.appointment as { apptId: number }).apptId;
    const move = { fsiId: leads[6]!, apptId, inpDate: '07.03.2030', inpTime: '14:30' };
    expect((await call('previewRescheduleText', { payload: move })).body.text).toMatch(/has moved to/);
    expect((await call('rescheduleAppointment', { payload: move })).body).toMatchObject({ success: true });
    const cancel = { fsiId: leads[6]!, apptId };
    expect((await call('previewCancellationText', { payload: cancel })).body.text).toMatch(/cancelled/);
  });

  it('exercises every booking operation', () => {
    expect([...exercised].sort()).toEqual([...BOOKING_OPERATIONS].sort());
  });
});
