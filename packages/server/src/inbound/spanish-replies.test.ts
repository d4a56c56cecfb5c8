import type { Clock, CodeLikelihood, ReplyClassifier, Role } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../http/contract.js';
import { postTwilio, textFrom } from '../testing/inbound-test-client.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

const INBOUND = '/webhooks/twilio/sms';
const TOYOTA = '+17185550142';
/** 11:00 in New York on a Tuesday: inside the customer's hours, so nothing waits for the morning. */
const MORNING = new Date('2025-03-11T15:00:00Z');

/**
 * The codes are a fake classifier's, so this test is about the language and not about reading: the
 * classifier helper's model is measured on its own set.
 */
const CODES: Record<string, CodeLikelihood['code']> = {
  'No gracias, ahora no puedo': 'CL',
  ok: 'ASA',
  'Yes please, I will bring the car in next week': 'FU',
};
const fakeClassifier: ReplyClassifier = {
  classify: async (text) => [{ code: CODES[text] ?? 'BLANK', likelihood: 1 }],
};

type Target = { leadId: number; customerId: number; cellular: string; firstName: string };

// Issue 31 point 4: a Spanish reply makes the assistant speak Spanish to that customer from then on.
describe('the assistant answers in the customer language', () => {
  let server: TestServer;
  const clock: Clock = { now: () => MORNING };
  beforeAll(async () => {
    server = await startTestServer({ clock, replyClassifier: fakeClassifier, outboxTiming: { pollMs: 20 } });
  });
  afterAll(() => server.close());

  async function target(offset: number): Promise<Target> {
    const [row] = await server.db.query<Target>(
      `SELECT f.id AS "leadId", c.id AS "customerId", c.cellular, c.first_name AS "firstName"
         FROM customer c JOIN future_service_interaction f ON f.customer_id = c.id
        WHERE c.store_id = 1 AND NOT c.block_sms AND c.cellular NOT LIKE '%0000'
          AND (SELECT count(*) FROM customer o WHERE o.cellular = c.cellular) = 1
          AND (SELECT count(*) FROM future_service_interaction o WHERE o.customer_id = c.id) = 1
          AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.intent_type = 'SMS_OPT_OUT' AND (m.customer_id = c.id OR m.fsi_id = f.id))
        ORDER BY c.id OFFSET $1 LIMIT 1`,
      [offset],
    );
    await server.db.query(
      'UPDATE future_service_interaction SET ai_enabled = true, conversation_closed = false WHERE id = $1',
      [row!.leadId],
    );
    return row!;
  }
  const assistantTexts = async (leadId: number) =>
    (
      await server.db.query<{ body: string }>(
        `SELECT o.body FROM outbox o JOIN message_instance m ON m.id = o.message_id
          WHERE m.fsi_id = $1 AND o.kind = 'assistant' ORDER BY o.id`,
        [leadId],
      )
    ).map((row) => row.body);
  const languageOf = async (customerId: number) =>
    (
      await server.db.query<{ preferred_language: string }>(
        'SELECT preferred_language FROM customer WHERE id = $1',
        [customerId],
      )
    )[0]?.preferred_language;
  const notes = async (leadId: number) =>
    (
      await server.db.query<{ content: string }>(
        `SELECT content FROM message_instance WHERE fsi_id = $1 AND message_type = 'INTERNAL'
           AND content LIKE '%texts %' ORDER BY id`,
        [leadId],
      )
    ).map((row) => row.content);

  it('reads a Spanish reply, answers it in Spanish, keeps Spanish on "ok", and goes back on clear English', async () => {
    const t = await target(0);
    expect(await languageOf(t.customerId)).toBe('en');

    await postTwilio(server.app, INBOUND, textFrom(t.cellular, TOYOTA, 'No gracias, ahora no puedo'));
    expect(await languageOf(t.customerId)).toBe('es');
    expect(await assistantTexts(t.leadId)).toEqual([
      `No hay problema, ${t.firstName}. Le escribiremos más adelante.`,
    ]);
    expect(await notes(t.leadId)).toEqual([
      'The customer wrote in Spanish: the assistant texts them in Spanish from now on.',
    ]);
    // Open screens are told, so the lead's header shows Spanish at once.
    const pushed = await server.db.query<{ language: string }>(
      `SELECT payload->'flags'->>'preferredLanguage' AS language FROM realtime_event
        WHERE lead_id = $1 AND type = 'LEAD_FLAGS_CHANGED' AND payload->'flags' ? 'preferredLanguage'`,
      [t.leadId],
    );
    expect(pushed).toEqual([{ language: 'es' }]);

    // A later text that says nothing about the language is still answered in Spanish.
    await postTwilio(server.app, INBOUND, textFrom(t.cellular, TOYOTA, 'ok'));
    expect(await languageOf(t.customerId)).toBe('es');
    expect((await assistantTexts(t.leadId))[1]).toMatch(/^¡Excelente, gracias /);

    await postTwilio(
      server.app,
      INBOUND,
      textFrom(t.cellular, TOYOTA, 'Yes please, I will bring the car in next week'),
    );
    expect(await languageOf(t.customerId)).toBe('en');
    expect((await assistantTexts(t.leadId))[2]).toBe(
      `Sounds good, ${t.firstName}. Just text us here whenever you are ready.`,
    );
  });

  it('confirms a bare STOP from a Spanish-speaking customer in Spanish', async () => {
    const t = await target(3);
    await server.db.query("UPDATE customer SET preferred_language = 'es' WHERE id = $1", [t.customerId]);
    await postTwilio(server.app, INBOUND, textFrom(t.cellular, TOYOTA, 'STOP'));
    const [confirmation] = await server.db.query<{ body: string }>(
      `SELECT o.body FROM outbox o JOIN message_instance m ON m.id = o.message_id
        WHERE m.fsi_id = $1 AND o.kind = 'compliance'`,
      [t.leadId],
    );
    expect(confirmation?.body).toMatch(
      /Has sido dado de baja .* Responde START para volver a suscribirte\.$/,
    );
    expect(await languageOf(t.customerId)).toBe('es');
  });

  const setLanguage = async (role: Role, body: object, bocId = 1) =>
    server.app.inject({
      method: 'PUT',
      url: `/api/boc/${bocId}/customer/language`,
      headers: await server.signIn(role),
      payload: body,
    });

  it('lets staff set the language, notes it, and the appointment reminder then goes in Spanish', async () => {
    const t = await target(1);
    const set = await setLanguage('OFFICE_MANAGER', {
      customerId: t.customerId,
      language: 'es',
      futureServiceInteractionId: t.leadId,
    });
    expect(set.statusCode).toBe(200);
    expect((set.json() as Schemas['Customer']).preferredLanguage).toBe('es');
    expect(await notes(t.leadId)).toEqual([
      expect.stringMatching(
        /^Language set to Spanish by .+: the assistant texts this customer in Spanish\.$/,
      ),
    ]);
    const [appointment] = await server.db.query<{ id: number }>(
      `INSERT INTO appointment (vehicle_id, store_id, appointment_at, fsi_id, customer_id, status)
       SELECT f.vehicle_id, f.store_id, timestamptz '2025-03-13 10:00 America/New_York', f.id, f.customer_id, 'BOOKED'
         FROM future_service_interaction f WHERE f.id = $1 RETURNING id`,
      [t.leadId],
    );
    const reminder = await server.app.inject({
      method: 'GET',
      url: `/api/appointment/${appointment!.id}/reminder`,
      headers: await server.signIn('OFFICE_MANAGER'),
    });
    expect((reminder.json() as Schemas['AppointmentReminder']).text).toMatch(
      /^Hola .*, le recordamos su cita de servicio en .+ el jueves 13 de marzo a las 10:00 AM\. Responda a este mensaje si necesita cambiarla\. O cámbiela o cancélela aquí: \/book\/\d+\.[\w-]{43}$/,
    );
  });

  it('refuses a viewing-only role, a customer outside the store and a language it does not speak', async () => {
    const t = await target(2);
    const [elsewhere] = await server.db.query<{ id: number }>(
      'SELECT c.id FROM customer c WHERE c.store_id = 2 ORDER BY c.id LIMIT 1',
    );
    expect((await setLanguage('OFFICE_USER', { customerId: t.customerId, language: 'es' })).statusCode).toBe(
      403,
    );
    expect(
      (await setLanguage('OFFICE_MANAGER', { customerId: elsewhere!.id, language: 'es' })).statusCode,
    ).toBe(404);
    expect(
      (await setLanguage('OFFICE_MANAGER', { customerId: t.customerId, language: 'fr' })).statusCode,
    ).toBe(400);
    expect(await languageOf(t.customerId)).toBe('en');
    expect(await notes(t.leadId)).toEqual([]);
  });
});
