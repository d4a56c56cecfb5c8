import {
  APPOINTMENT_BOOKED_SUCCESSFULLY,
  APPOINTMENT_NOT_BOOKED,
  BOOKING_FAILED,
  SUCCESSFULLY_BOOKED,
  bookingPayload,
  type Appointment,
  type AppointmentGateway,
  type BookingAnswer,
} from '@torque/domain';
import { InMemoryAppointmentGateway, serverRejection } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';

/** The port, and how the next booking answers (the server decides; spec 2 §5 reads it). */
export type AppointmentSubject = {
  readonly gateway: AppointmentGateway;
  readonly answerNextBooking: (answer: BookingAnswer) => void;
};

const WINDOW = { page: 0, size: 50 } as const;
const STORE = { bocId: 2, storeId: 3 } as const;
export const sampleBooking = bookingPayload({
  fsiId: 101,
  transportType: 'WAITER',
  inpDate: '2025-03-20',
  inpTime: '09:30',
  serviceType: 'OIL_CHANGE',
  dealerCode: 'D100',
  vin: '1HGCM82633A004352',
  opCode: '01OIL',
  advisorId: 'A7',
  startDate: '2025-03-20',
  endDate: '2025-03-21',
  odometer: 0,
});
const appointment = (apptId: number, extra: Partial<Appointment> = {}): Appointment => ({
  apptId,
  apptStatus: 'BOOKED',
  storeId: 3,
  apptDate: '2025-03-20',
  customerName: `Customer ${apptId}`,
  opCodes: ['01OIL', '02TIRE'],
  ...extra,
});

export function appointmentsContract(
  makeSubject: (server: InMemoryAppointmentGateway) => AppointmentSubject,
): void {
  describe('AppointmentGateway contract', () => {
    it.each([
      [
        'a structured success',
        { success: true, responseCode: 'SUCCESS', message: 'ok' },
        true,
        SUCCESSFULLY_BOOKED,
      ],
      ['success false', { success: false, responseCode: 'SUCCESS', message: 'x' }, false, BOOKING_FAILED],
      [
        'the FAILURE response code',
        { success: true, responseCode: 'FAILURE', message: 'x' },
        false,
        APPOINTMENT_NOT_BOOKED,
      ],
      ['a sentence', 'Your appointment is confirmed for Thursday.', true, APPOINTMENT_BOOKED_SUCCESSFULLY],
      [
        "a sentence beginning 'Unfortunately'",
        'Unfortunately that slot is taken.',
        false,
        'Unfortunately that slot is taken.',
      ],
    ] as const)(
      'reads %s as spec 2 §5 says, for every booking variant',
      async (_case, answer, booked, message) => {
        const subject = makeSubject(new InMemoryAppointmentGateway());
        for (const variant of ['nlp', 'inbound', 'mb3'] as const) {
          subject.answerNextBooking(answer as BookingAnswer);
          const result = await subject.gateway.book(variant, sampleBooking);
          expect(result.ok).toBe(booked);
          expect(result.ok ? result.value.message : result.error.message).toBe(message);
        }
      },
    );

    it("a booking call the server fails is 'Booking Failed'", async () => {
      const server = new InMemoryAppointmentGateway();
      const { gateway } = makeSubject(server);
      server.failNext('book', serverRejection(500, 'boom'));
      expect(await gateway.book('nlp', sampleBooking)).toEqual({
        ok: false,
        error: { code: 'BOOKING_FAILED', message: BOOKING_FAILED, tone: 'danger' },
      });
    });

    it('previews the confirmation a booking would text, and says why one cannot be texted (issue 30)', async () => {
      const server = new InMemoryAppointmentGateway();
      const { gateway } = makeSubject(server);
      const preview = await gateway.previewConfirmation(sampleBooking);
      expect(preview.ok && preview.value.text).toMatch(/^Your appointment is confirmed for /);
      server.confirmation = { ...server.confirmation, blockedReason: 'Opted out.' };
      expect(await gateway.previewConfirmation(sampleBooking)).toMatchObject({
        ok: true,
        value: { text: null, blockedReason: 'Opted out.' },
      });
    });

    it('creates appointments (also from the public invite), finds them and sets their status', async () => {
      const { gateway } = makeSubject(new InMemoryAppointmentGateway());
      const made = await gateway.create({
        futureServiceInteractionId: 101,
        title: 'Test Drive Appointment',
        apptDate: '2025-03-20',
        apptTime: '10:00',
      });
      expect(made).toMatchObject({ ok: true, value: { apptId: 1, title: 'Test Drive Appointment' } });
      const invited = await gateway.createFromInvite({
        futureServiceInteractionId: 102,
        title: 'Buy-it Appointment',
        apptDate: '2025-03-22',
        apptTime: '15:30',
        userMasterId: 7,
      });
      expect(invited).toMatchObject({ ok: true, value: { apptId: 2 } });
      const found = await gateway.search({ startDate: '2025-03-21', query: 'buy' }, WINDOW);
      expect(found.ok && found.value.data.map((a) => a.apptId)).toEqual([2]);
      expect(await gateway.setStatus(1, 'NO_SHOW')).toMatchObject({
        ok: true,
        value: { apptId: 1, apptStatus: 'NO_SHOW' },
      });
      const unknown = await gateway.setStatus(99, 'SHOW');
      expect(unknown.ok ? undefined : unknown.error.status).toBe(404);
    });

    it('cancels and splits appointments', async () => {
      const { gateway } = makeSubject(new InMemoryAppointmentGateway([appointment(1), appointment(2)]));
      expect(await gateway.cancel({ fsiId: 101, apptId: 1, reason: 'Sold the car' })).toMatchObject({
        ok: true,
        value: { success: true, appointment: { apptId: 1, apptStatus: 'CANCELLED' } },
      });
      const split = await gateway.split({ apptId: 2 });
      expect(split.ok && split.value.data.map((a) => [a.apptId, a.opCodes])).toEqual([
        [2, ['01OIL']],
        [3, ['02TIRE']],
      ]);
      const unknown = await gateway.cancel({ fsiId: 1, apptId: 42 });
      expect(unknown.ok ? undefined : unknown.error.status).toBe(404);
    });

    it("finds a store's appointments by date three ways, and its booked appointments by range", async () => {
      const { gateway } = makeSubject(
        new InMemoryAppointmentGateway([
          appointment(1),
          appointment(2, { apptDate: '2025-03-21' }),
          appointment(3, { storeId: 8 }),
        ]),
      );
      const ids = (page: Awaited<ReturnType<AppointmentGateway['search']>>) =>
        page.ok ? page.value.data.map((a) => a.apptId) : page.error.message;
      expect(ids(await gateway.leadAppointmentsOn(3, '2025-03-20', WINDOW))).toEqual([1]);
      expect(ids(await gateway.serviceAppointmentsOn(STORE, '2025-03-21', WINDOW))).toEqual([2]);
      expect(ids(await gateway.swimlaneAppointments({ date: '2025-03-20', store: 'S3' }))).toEqual([1, 3]);
      expect(
        ids(
          await gateway.bookedAppointments({
            ...WINDOW,
            storeIdPk: 3,
            startDate: '2025-03-19',
            endDate: '2025-03-21',
          }),
        ),
      ).toEqual([1, 2]);
      expect(ids(await gateway.searchServiceAppointments({ storeIds: [8] }, WINDOW))).toEqual([3]);
    });

    it('keeps the CDK appointment book: insert, read, update, list, delete', async () => {
      const server = new InMemoryAppointmentGateway();
      server.cdkHelpEntries = [
        { key: 'ADVISOR:A7', value: 'Sam' },
        { key: 'OPCODE:01OIL', value: 'Oil' },
      ];
      const { gateway } = makeSubject(server);
      const inserted = await gateway.cdk('insert', {
        dealerCode: 'D100',
        fsiId: 101,
        apptDate: '2025-03-20',
        apptTime: '08:00',
      });
      const id = inserted.ok ? (inserted.value.appointmentId ?? '') : '';
      expect(id).not.toBe('');
      expect(
        await gateway.cdk('update', { dealerCode: 'D100', appointmentId: id, apptTime: '09:00' }),
      ).toMatchObject({
        ok: true,
        value: { success: true, appointment: { apptTime: '09:00' } },
      });
      expect(await gateway.cdkList({ dealerCode: 'D100' })).toMatchObject({ ok: true, value: { total: 1 } });
      expect(await gateway.cdk('delete', { dealerCode: 'D100', appointmentId: id })).toMatchObject({
        ok: true,
        value: { success: true },
      });
      expect(await gateway.cdk('read', { dealerCode: 'D100', appointmentId: id })).toMatchObject({
        ok: true,
        value: { success: false },
      });
      const help = await gateway.cdkHelp({ dealerCode: 'D100', lookup: 'ADVISOR' });
      expect(help.ok && help.value.data).toEqual([{ key: 'ADVISOR:A7', value: 'Sam' }]);
    });

    it("offers a store's services and the free slots", async () => {
      const server = new InMemoryAppointmentGateway();
      server.services = [
        { opcode: '01OIL', storeId: 3 },
        { opcode: '09CAR', storeId: 8 },
      ];
      server.slots = [{ date: '2025-03-20', time: '09:30', advisorId: 'A7' }];
      const { gateway } = makeSubject(server);
      const services = await gateway.manualAppointmentServices(STORE);
      expect(services.ok && services.value.data.map((s) => s.opcode)).toEqual(['01OIL']);
      for (const variant of ['nlp', 'mb3'] as const) {
        expect(await gateway.availability(variant, sampleBooking)).toMatchObject({
          ok: true,
          value: { data: [{ time: '09:30' }] },
        });
      }
    });
  });
}
