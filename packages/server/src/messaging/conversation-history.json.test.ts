import { canSeeArchivedMessages, canSeeInternalNotes, ROLES, type Role } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataScopeOf, scopeIncludes } from '../auth/data-scope.js';
import { openapiDocumentPath } from '../config/package-paths.js';
import type { Schemas } from '../http/contract.js';
import { loadOpenapiDocument } from '../http/openapi-document.js';
import { DEMO_USERS } from '../seed/demo-users.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { toMessageInstance } from './message.mapper.js';
import { MessageRepository } from './message.repository.js';

// The history's JSON is written by the database (json_text, migration 007). It must say exactly what
// toMessageInstance says of the same rows, for every kind of message and every role.
const EVERYTHING = { archived: true, internalNotes: true } as const;

/** Every message type, direction, status and card field, nulls and values, awkward text and times. */
const MESSAGES = [
  `('SMS', 'SEND', 'MESSAGE_TO_CUSTOMER', 'delivered', NULL, false, 'Ava "Torque"', '["https://x.test/a.png","b c.jpg"]', 'Quotes " back\\slash \n new line	tab ', '2026-03-01 10:00:00.999999+00', NULL, NULL, NULL, NULL, NULL, NULL, false)`,
  `('SMS', 'RECEIVED', 'MESSAGE_FROM_CUSTOMER', 'received', NULL, false, NULL, '[]', 'Emoji 🚗 accents éü <b>bold</b> </script> ' || chr(1) || chr(31), '2026-03-01 10:00:00.999999+00', 120, NULL, NULL, NULL, NULL, NULL, true)`,
  `('SMS', 'SENT', 'MESSAGE_FROM_USER', 'failed', 'Unreachable destination handset', false, 'Staff Person', '[]', 'Failed text', '2026-03-01 10:00:01+00', NULL, '#ff0000', NULL, NULL, NULL, NULL, false)`,
  `('EMAIL', 'SENT', 'MESSAGE_FROM_USER', NULL, NULL, false, 'Staff Person', '[]', '<p>Mail</p>', '2026-03-01 10:00:02.000500+00', NULL, NULL, NULL, NULL, NULL, NULL, false)`,
  `('INTERNAL_NOTES', 'SEND', 'INTERNAL_NOTES', NULL, NULL, false, 'Assistant', '[]', 'Suggested reply', '2026-03-01 10:00:03.5+00', NULL, NULL, NULL, NULL, NULL, NULL, true)`,
  `('INTERNAL_NOTES', 'SEND', 'INTERNAL_NOTES', NULL, NULL, true, 'Assistant', '[]', 'Archived note', '2026-03-01 10:00:04+00', NULL, NULL, NULL, NULL, NULL, NULL, false)`,
  `('SMS', 'SENT', 'MESSAGE_FROM_USER', 'delivered', NULL, true, 'Staff Person', '[]', 'Archived text', '2026-03-01 10:00:05+00', NULL, NULL, NULL, NULL, NULL, NULL, false)`,
  `('INTERNAL', 'SEND', 'CALL', NULL, NULL, false, NULL, '["https://x.test/recording.mp3"]', 'Call', '2026-03-01 10:00:06+00', NULL, NULL, 95, NULL, NULL, NULL, false)`,
  `('CALENDAR_INVITE', 'SEND', 'SCHEDULE_APPOINTMENT', NULL, NULL, false, NULL, '[]', 'Appointment', '2026-03-01 10:00:07+00', NULL, NULL, NULL, '2026-03-02 09:30:00.123456-05', 'Service desk', 'Brittany Miller', false)`,
  `('INTERNAL', 'SEND', 'SCHEDULE_INTERNAL_TASK', NULL, NULL, false, NULL, '[]', 'Task', '2026-03-01 10:00:08+00', NULL, NULL, 0, '2026-03-02 14:00:00+00', 'Manager', NULL, false)`,
  `('INTERNAL', 'SEND', 'INTERNAL_NOTIFICATION_GM', NULL, NULL, false, NULL, '[]', '', '2026-03-01 10:00:08+00', NULL, NULL, NULL, NULL, NULL, NULL, false)`,
];
const COLUMNS = `message_type, direction, notification_type, message_status, errors, archived, message_sent_by,
  media_urls, content, created_on, message_response_time, user_color_code, call_duration, start_time, host,
  guest, response_reqd`;
/** VALUES infers text for quoted literals: cast what is not text. */
const CAST = COLUMNS.split(',')
  .map((column) => column.trim())
  .map((column) =>
    column === 'media_urls'
      ? 'v.media_urls::jsonb'
      : column === 'created_on' || column === 'start_time'
        ? `v.${column}::timestamptz`
        : `v.${column}`,
  )
  .join(', ');

describe('conversation history as JSON written by the database', () => {
  let server: TestServer;
  let fsiId = 0;
  let emptyFsiId = 0;
  beforeAll(async () => {
    server = await startTestServer();
    const leads = await server.db.query<{ id: number }>(
      'SELECT id FROM future_service_interaction WHERE store_id = 1 ORDER BY id LIMIT 2',
    );
    fsiId = leads[0]!.id;
    emptyFsiId = leads[1]!.id;
    await server.db.exec(
      `INSERT INTO message_instance (fsi_id, ${COLUMNS}) SELECT ${fsiId}, ${CAST} FROM (VALUES ${MESSAGES.join(',\n')}) v (${COLUMNS})`,
    );
    await server.db.exec(
      `UPDATE message_instance SET valid_log_mode = true, subject = 'Re: service', to_name = 'Brittany'
        WHERE fsi_id = ${fsiId} AND content = 'Suggested reply'`,
    );
    await server.db.exec(`DELETE FROM message_instance WHERE fsi_id = ${emptyFsiId}`);
  });
  afterAll(() => server.close());

  const historyOf = async (role: Role, lead: number) =>
    server.app.inject({
      method: 'GET',
      url: `/api/svc-message-instance/conversation-history?future_service_interaction_id=${lead}`,
      headers: await server.signIn(role),
    });
  /** Today's reading: the rows as the mapper maps them, with the role's hidden kinds left out. */
  const mapperPage = async (role: Role, lead: number): Promise<Schemas['MessagePage']> => {
    const data = (await new MessageRepository(server.db).history(lead, EVERYTHING))
      .map(toMessageInstance)
      .filter((message) => canSeeArchivedMessages(role) || !message.archived)
      .filter((message) => canSeeInternalNotes(role) || message.messageType !== 'INTERNAL_NOTES');
    return { data, response: 'Success', total: data.length, size: data.length, page: 0 };
  };
  const inScope = (role: Role) => {
    const user = DEMO_USERS[role];
    return scopeIncludes(dataScopeOf({ role, enterpriseId: 1, storeId: user.storeId } as never), 1, 1);
  };

  it.each(ROLES)('answers %s what the mapper answers, field for field and in order', async (role) => {
    const response = await historyOf(role, fsiId);
    if (!inScope(role)) {
      expect(response.statusCode).toBe(404);
      return;
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const expected = await mapperPage(role, fsiId);
    const sent = JSON.parse(response.body) as Schemas['MessagePage'];
    // Message by message first: a difference then names the message and the field.
    expect(sent.data.map((message) => message.id)).toEqual(expected.data.map((message) => message.id));
    sent.data.forEach((message, i) => expect(message).toStrictEqual(expected.data[i]));
    // The same text but for insignificant white space (jsonb writes `["a", "b"]`): same fields,
    // same order, same values, same nulls.
    expect(JSON.stringify(sent)).toBe(JSON.stringify(expected));
  });

  it('holds every kind of message for the super data admin, microseconds cut to milliseconds', async () => {
    const page = JSON.parse((await historyOf('SUPER_DATA_ADMIN', fsiId)).body) as Schemas['MessagePage'];
    const inserted = page.data.filter((message) => message.createdOn.startsWith('2026-03-01T10:00:'));
    expect(inserted.map((message) => message.createdOn)).toEqual([
      '2026-03-01T10:00:00.999Z',
      '2026-03-01T10:00:00.999Z',
      '2026-03-01T10:00:01.000Z',
      '2026-03-01T10:00:02.000Z',
      '2026-03-01T10:00:03.500Z',
      '2026-03-01T10:00:04.000Z',
      '2026-03-01T10:00:05.000Z',
      '2026-03-01T10:00:06.000Z',
      '2026-03-01T10:00:07.000Z',
      '2026-03-01T10:00:08.000Z',
      '2026-03-01T10:00:08.000Z',
    ]);
    const appointment = inserted.find((message) => message.content === 'Appointment');
    expect(appointment).toMatchObject({
      startTime: '2026-03-02T14:30:00.123Z',
      host: 'Service desk',
      guest: 'Brittany Miller',
      callDuration: null,
    });
    expect(inserted.find((message) => message.content === 'Call')?.callDuration).toBe(95);
    expect(inserted.filter((message) => message.archived)).toHaveLength(2);
  });

  it('writes the fields in the order of the contract, as its serialiser did', async () => {
    const contract = loadOpenapiDocument(openapiDocumentPath()).specification as {
      components: { schemas: { MessageInstance: { properties: Record<string, unknown> } } };
    };
    const order = Object.keys(contract.components.schemas.MessageInstance.properties);
    const [first] = (JSON.parse((await historyOf('SUPER_USER', fsiId)).body) as Schemas['MessagePage']).data;
    const keys = Object.keys(first!);
    expect(keys).toEqual(order.filter((key) => keys.includes(key)));
  });

  it('answers an empty conversation with an empty page', async () => {
    const response = await historyOf('OFFICE_USER', emptyFsiId);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(JSON.stringify(await mapperPage('OFFICE_USER', emptyFsiId)));
    expect(response.body).toBe('{"data":[],"response":"Success","total":0,"size":0,"page":0}');
  });

  it('still answers 404 for a lead that does not exist', async () => {
    expect((await historyOf('SUPER_USER', 999_999)).statusCode).toBe(404);
  });

  it('follows every later change of a message: status, archive, log mode, response time', async () => {
    const before = JSON.parse((await historyOf('SUPER_USER', fsiId)).body) as Schemas['MessagePage'];
    await server.db.exec(
      `UPDATE message_instance SET message_status = 'undelivered', errors = 'Carrier violation'
        WHERE fsi_id = ${fsiId} AND content = 'Failed text'`,
    );
    await server.db.exec(
      `UPDATE message_instance SET archived = true WHERE fsi_id = ${fsiId} AND content = '<p>Mail</p>'`,
    );
    await server.db.exec(
      `UPDATE message_instance SET valid_log_mode = false, message_response_time = 42
        WHERE fsi_id = ${fsiId} AND content = 'Suggested reply'`,
    );
    const after = JSON.parse((await historyOf('SUPER_USER', fsiId)).body) as Schemas['MessagePage'];
    expect(JSON.stringify(after)).toBe(JSON.stringify(await mapperPage('SUPER_USER', fsiId)));
    expect(after.total).toBe(before.total - 1);
    expect(after.data.find((message) => message.content === 'Failed text')).toMatchObject({
      messageStatus: 'undelivered',
      errors: 'Carrier violation',
    });
    expect(after.data.find((message) => message.content === 'Suggested reply')).toMatchObject({
      validLogMode: false,
      messageResponseTime: 42,
    });
  });
});
