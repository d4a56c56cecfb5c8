import type { Role } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../http/contract.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { bookingBody, bookingTestClock } from './booking-fixture.js';
import { storeOneLeads } from './booking-fixture.repository.js';

type Slots = Schemas['AvailabilitySlotPage'];
type Result = Schemas['BookingResult'];

let server: TestServer;
let leads: number[];
beforeAll(async () => {
  server = await startTestServer({ clock: bookingTestClock });
  leads = await storeOneLeads(server.db, 12);
});
afterAll(() => server.close());

const post = async (url: string, payload: object, role: Role = 'SUPER_USER') =>
  server.app.inject({ method: 'POST', url, headers: await server.signIn(role), payload });
const availability = async (payload: object) => {
  const response = await post('/api/nlp/availability-without-template', payload);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Slots).data;
};

describe('booking on the server (issue 16)', () => {
  it('offers the advisors’ hours on the store’s clock, sized by the opcodes’ skill hours', async () => {
    const slots = await availability(bookingBody(leads[0]!, { opCode: ['BRK'] }));
    const times = slots.map((slot) => slot.time);
    // The demo advisors work 07:30–17:00 and 08:30–18:00 on a Wednesday; a 1.5 h job ends by closing.
    expect(times[0]).toBe('07:30');
    expect(times.at(-1)).toBe('16:30');
    expect(new Set(times).size).toBe(times.length);
    expect(slots.every((slot) => slot.date === '2030-03-06')).toBe(true);
    const week = await post('/api/nlp/mb3-availability', bookingBody(leads[0]!, { inpDate: '2030-03-04' }));
    const days = new Set((week.json() as Slots).data.map((slot) => slot.date));
    // Seven days from Monday: Sunday is closed for both advisors, Saturday is the first advisor's morning.
    expect([...days].sort()).toEqual([
      '2030-03-04',
      '2030-03-05',
      '2030-03-06',
      '2030-03-07',
      '2030-03-08',
      '2030-03-09',
    ]);
  });

  it('books: Successfully Booked, the lead’s appointment set at APPOINTMENT_SET, APPOINTMENT_BOOKED published', async () => {
    const fsiId = leads[1]!;
    const response = await post(
      '/api/nlp/booking',
      bookingBody(fsiId, { inpTime: '10:00', opCode: ['LOF', 'ROT'] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as Result;
    expect(answer).toMatchObject({ success: true, responseCode: 'SUCCESS', message: 'Successfully Booked' });
    expect(answer.appointment).toMatchObject({
      apptDate: '2030-03-06',
      apptTime: '10:00',
      opCodes: ['LOF', 'ROT'],
    });
    const [lead] = await server.db.query<{ appointment_set: boolean; stage: string }>(
      'SELECT appointment_set, stage FROM future_service_interaction WHERE id = $1',
      [fsiId],
    );
    expect(lead).toEqual({ appointment_set: true, stage: 'APPOINTMENT_SET' });
    const events = await server.db.query<{ payload: { appointmentSet?: boolean } }>(
      "SELECT payload FROM realtime_event WHERE type = 'APPOINTMENT_BOOKED' AND lead_id = $1",
      [fsiId],
    );
    expect(events.map((event) => event.payload.appointmentSet)).toEqual([true]);
  });

  it('lets exactly one of two people take the last loaner of the day, whichever way the race goes', async () => {
    await server.db.query(
      "UPDATE transport_limit SET per_slot = 1, per_day = 1 WHERE store_id = 1 AND transport_type = 'LOANER'",
    );
    const [first, second] = await Promise.all([
      post('/api/nlp/booking', bookingBody(leads[2]!, { transportType: 'LOANER', inpTime: '11:00' })),
      post('/api/nlp/booking', bookingBody(leads[3]!, { transportType: 'LOANER', inpTime: '11:00' })),
    ]);
    const answers = [first!.json() as Result, second!.json() as Result];
    expect(answers.map((answer) => answer.message).sort()).toEqual(['Booking Failed', 'Successfully Booked']);
    expect(answers.find((answer) => !answer.success)).toMatchObject({ responseCode: 'FAILURE' });
    const claims = await server.db.query(
      "SELECT 1 FROM booking_claim WHERE store_id = 1 AND kind = 'TRANSPORT_DAY' AND subject = 'LOANER'",
    );
    expect(claims).toHaveLength(1);
    // No loaner left that day: availability offers none, and the other variants answer in their words.
    expect(await availability(bookingBody(leads[4]!, { transportType: 'LOANER' }))).toEqual([]);
    const inbound = await post(
      '/api/inb-nlp/booking',
      bookingBody(leads[4]!, { transportType: 'LOANER', inpTime: '14:00' }),
    );
    expect(inbound.json()).toMatch(/^Unfortunately 2:00 PM is not available\./);
    const mb3 = await post(
      '/api/nlp/mb3-booking',
      bookingBody(leads[4]!, { transportType: 'LOANER', inpTime: '14:00' }),
    );
    expect(mb3.json()).toMatchObject({ responseCode: 'FAILURE', message: 'Appointment not booked' });
  });

  it('never books one advisor twice at once, and a cancellation gives the place back', async () => {
    const body = (fsiId: number) => bookingBody(fsiId, { advisorId: '100101', inpTime: '13:00' });
    const [a, b] = await Promise.all([
      post('/api/nlp/booking', body(leads[5]!)),
      post('/api/nlp/booking', body(leads[6]!)),
    ]);
    const results = [a!.json() as Result, b!.json() as Result];
    expect(results.filter((result) => result.success)).toHaveLength(1);
    const booked = results.find((result) => result.success)!.appointment!;
    const cancel = await post('/api/nlp/cancellations', {
      fsiId: booked.futureServiceInteractionId,
      apptId: booked.apptId,
    });
    expect(cancel.json()).toMatchObject({ success: true, message: 'Appointment cancelled' });
    const [lead] = await server.db.query<{ appointment_set: boolean }>(
      'SELECT appointment_set FROM future_service_interaction WHERE id = $1',
      [booked.futureServiceInteractionId],
    );
    expect(lead?.appointment_set).toBe(false);
    const again = await post('/api/nlp/booking', body(leads[7]!));
    expect(again.json()).toMatchObject({ success: true, message: 'Successfully Booked' });
  });

  it('splits opcodes off into the slot after, keeping the advisor', async () => {
    const response = await post(
      '/api/nlp/booking',
      bookingBody(leads[8]!, { inpTime: '15:00', opCode: ['LOF', 'BATT'], advisorId: '100101' }),
    );
    const appointment = (response.json() as Result).appointment!;
    const split = await post('/api/lisa/appointment/split', {
      apptId: appointment.apptId,
      opCodes: ['BATT'],
    });
    expect(split.statusCode, split.body).toBe(200);
    const parts = (split.json() as Schemas['AppointmentPage']).data;
    expect(parts.map((part) => [part.apptTime, part.opCodes, part.advisorNo])).toEqual([
      ['15:00', ['LOF'], '100101'],
      ['16:00', ['BATT'], '100101'],
    ]);
    const all = await post('/api/lisa/appointment/split', { apptId: appointment.apptId, opCodes: ['LOF'] });
    expect(all.statusCode).toBe(400);
  });

  it('refuses bad input with a plain 400 and outsiders like a missing lead', async () => {
    for (const [fields, words] of [
      [{ transportType: 'BUS' }, 'BUS is not a transport type'],
      [{ opCode: ['NOPE'] }, 'Unknown opcode for this store: NOPE.'],
      [{ inpDate: 'tomorrow' }, 'inpDate tomorrow is not a date'],
    ] as const) {
      const response = await post('/api/nlp/booking', bookingBody(leads[9]!, fields));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(words);
    }
    expect((await post('/api/nlp/booking', bookingBody(leads[9]!), 'OFFICE_USER')).statusCode).toBe(403);
    const [otherStore] = await server.db.query<{ id: number }>(
      'SELECT id FROM future_service_interaction WHERE store_id <> 1 LIMIT 1',
    );
    const outsider = await post(
      '/api/nlp/availability-without-template',
      bookingBody(otherStore!.id),
      'OFFICE_MANAGER',
    );
    expect(outsider.statusCode).toBe(404);
  });

  it('books a titled appointment for staff and from a live invite link only, rate-limited', async () => {
    const fsiId = leads[10]!;
    const staff = await post('/api/appointment', {
      futureServiceInteractionId: fsiId,
      title: 'Test Drive Appointment',
      apptDate: '2030-03-07',
      apptTime: '16:30',
    });
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json()).toMatchObject({
      title: 'Test Drive Appointment',
      apptTime: '16:30',
      apptStatus: 'BOOKED',
    });
    const wrongTitle = await post('/api/appointment', {
      futureServiceInteractionId: fsiId,
      title: 'Test Drive',
      apptDate: '2030-03-07',
      apptTime: '16:30',
    });
    expect(wrongTitle.statusCode).toBe(400);

    const invite = await server.app.inject({
      method: 'POST',
      url: `/api/future-service-interaction/deal-room-invitation?future-service-interaction-id=${leads[11]}`,
      headers: await server.signIn('SUPER_USER'),
    });
    const link = new URL(`http://x${(invite.json() as { url: string }).url}`).searchParams;
    const form = {
      futureServiceInteractionId: leads[11]!,
      userMasterId: Number(link.get('userMasterId')),
      title: 'Trade Appraisal Appointment',
      apptDate: '2030-03-08',
      apptTime: '10:15',
    };
    const publicPost = (payload: object) =>
      server.app.inject({ method: 'POST', url: '/api/lisa/appointment', payload });
    expect((await publicPost(form)).statusCode).toBe(400);
    expect((await publicPost({ ...form, token: 'not-the-token' })).statusCode).toBe(404);
    const booked = await publicPost({ ...form, token: link.get('token') });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json()).toMatchObject({
      title: 'Trade Appraisal Appointment',
      apptDate: '2030-03-08',
      apptTime: '10:15',
    });
    const limited = await publicPost({ ...form, token: link.get('token') });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
