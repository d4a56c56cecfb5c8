import { afterEach, describe, expect, it } from 'vitest';
import { createFakeServer, type FakeServer } from '../contract-suites/fake-server.js';
import { HttpAppointmentReminderGateway } from './appointment-reminders.http.js';

// Issue 16: the appointment reminder's designed calls (preview, then send once), against openapi/.
let current: FakeServer | undefined;

function subject() {
  let sentAt: string | null = null;
  const reminder = (id: string) => ({
    apptId: Number(id),
    customerName: 'Maria Lopez',
    cellular: '+17185550100',
    text: 'Hi Maria, a reminder of your service appointment.',
    sendAfter: '2026-11-25T14:00:00.000Z',
    blockedReason: null,
    sentAt,
  });
  current = createFakeServer({
    previewAppointmentReminder: async ({ pathParams }) => ({ body: reminder(pathParams.id ?? '') }),
    sendAppointmentReminder: async ({ pathParams }) => {
      sentAt ??= '2026-11-25T14:00:00.000Z';
      return { body: reminder(pathParams.id ?? '') };
    },
  });
  return new HttpAppointmentReminderGateway(current.api);
}

afterEach(() => {
  expect(current?.violations ?? []).toEqual([]);
  current = undefined;
});

describe('HttpAppointmentReminderGateway', () => {
  it('previews the reminder, then sends it', async () => {
    const gateway = subject();
    const preview = await gateway.preview(7);
    expect(preview.ok && preview.value).toMatchObject({ apptId: 7, sentAt: null, cellular: '+17185550100' });
    const sent = await gateway.send(7);
    expect(sent.ok && sent.value.sentAt).toBe('2026-11-25T14:00:00.000Z');
    expect(current?.calls.map((call) => [call.operationId, call.path])).toEqual([
      ['previewAppointmentReminder', '/api/appointment/7/reminder'],
      ['sendAppointmentReminder', '/api/appointment/7/reminder'],
    ]);
  });
});
