import type { TestServer } from './test-server.js';

/** A lead whose customer may be texted, with the store's number to text from. */
export type TextableLead = { leadId: number; customerId: number; cellular: string; phone: string };

/** A textable lead of a store (1 is Toyota Brooklyn, 2 is Ford Chicago): not blocked, not opted out, reachable. */
export async function textableLead(server: TestServer, storeId = 1, offset = 0): Promise<TextableLead> {
  const rows = await server.db.query<TextableLead>(
    `SELECT f.id AS "leadId", c.id AS "customerId", c.cellular, s.phone_number AS phone
       FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id JOIN store s ON s.id = f.store_id
      WHERE f.store_id = $1 AND NOT c.block_sms AND c.cellular NOT LIKE '%0000'
        AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.intent_type = 'SMS_OPT_OUT' AND (m.fsi_id = f.id OR m.customer_id = c.id))
      ORDER BY f.id OFFSET $2 LIMIT 1`,
    [storeId, offset],
  );
  if (!rows[0]) throw new Error('no textable lead');
  return rows[0];
}

/** A super user's text to the lead's customer through the composer's send call; the message's id. */
export async function staffText(server: TestServer, target: TextableLead, content: string): Promise<number> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/svc-message-instance/svc-send-message',
    headers: await server.signIn('SUPER_USER'),
    payload: {
      id: target.customerId,
      jaguarFutureServiceInteractionId: target.leadId,
      content,
      from: target.phone,
      to: target.cellular,
      direction: 'SEND',
      messageType: 'SMS',
      notificationType: 'MESSAGE_TO_CUSTOMER',
    },
  });
  if (response.statusCode !== 200) throw new Error(`send refused: ${response.statusCode} ${response.body}`);
  return (response.json() as { id: number }).id;
}
