import type { Clock, CodeLikelihood, DmsRepairOrder, ReplyClassifier } from '@torque/domain';
import type { Database } from '../db/database.js';
import { RepairOrderFeed } from '../service-board/repair-order-feed.js';
import { SimulatedDms } from '../service-board/simulated-dms.js';
import { postTwilio, textFrom } from '../testing/inbound-test-client.js';
import type { TestServer } from '../testing/test-server.js';

/** Tuesday 5 March 2030, noon in New York: texts go at once. */
export const SURVEY_NOON = new Date('2030-03-05T17:00:00Z');
/** The same Tuesday, 11 pm in New York: quiet hours hold texts until 8 am. */
export const SURVEY_NIGHT = new Date('2030-03-06T04:00:00Z');

export const COMPLAINT = 'they left <grease> & oil all over my seat';
/** A scripted reading (the real model is measured elsewhere): complaints read as CC, booking asks as APPT-SET. */
export const surveyClassifier: ReplyClassifier = {
  classify: async (text): Promise<readonly CodeLikelihood[]> => {
    if (text === COMPLAINT) return [{ code: 'CC', likelihood: 0.86 }];
    if (/thursday/i.test(text)) return [{ code: 'APPT-SET', likelihood: 0.8 }];
    return [{ code: 'NOT-ENGAGED', likelihood: 0.9 }];
  },
};

export type Visit = {
  readonly orderId: number;
  readonly roNumber: string;
  readonly leadId: number;
  readonly customerId: number;
  readonly cellular: string;
  readonly storeId: number;
  readonly storePhone: string;
};

let visits = 0;

/**
 * A visit waiting to close: a textable lead of the store (the assistant on, its customer with only it,
 * no appointment) whose vehicle has a repair order in Ready To Post (BOOKED), numbered apart from the seed's.
 */
export async function openVisit(server: TestServer, storeId: number, offset: number): Promise<Visit> {
  const [lead] = await server.db.query<{
    leadId: number;
    customerId: number;
    cellular: string;
    vehicleId: number;
  }>(
    `SELECT f.id AS "leadId", c.id AS "customerId", c.cellular, f.vehicle_id AS "vehicleId"
       FROM future_service_interaction f JOIN customer c ON c.id = f.customer_id
      WHERE f.store_id = $1 AND NOT f.archived AND NOT c.block_sms AND c.cellular NOT LIKE '%0000'
        AND f.vehicle_id IS NOT NULL AND f.planned_service_type NOT LIKE 'SALES%'
        AND (SELECT count(*) FROM customer o WHERE o.cellular = c.cellular) = 1
        AND (SELECT count(*) FROM future_service_interaction o WHERE o.customer_id = c.id) = 1
        AND NOT EXISTS (SELECT 1 FROM mark m WHERE m.intent_type = 'SMS_OPT_OUT' AND (m.customer_id = c.id OR m.fsi_id = f.id))
        AND NOT EXISTS (SELECT 1 FROM appointment a WHERE a.fsi_id = f.id)
        AND NOT EXISTS (SELECT 1 FROM repair_order r WHERE r.vehicle_id = f.vehicle_id)
      ORDER BY f.id OFFSET $2 LIMIT 1`,
    [storeId, offset],
  );
  if (!lead) throw new Error('no lead for a visit');
  await server.db.query(
    `UPDATE future_service_interaction SET ai_enabled = true, conversation_closed = false, hand_off = NULL,
            response_reqd = false, response_reqd_type = NULL WHERE id = $1`,
    [lead.leadId],
  );
  const roNumber = String(90000 + storeId * 100 + visits++);
  const [order] = await server.db.query<{ id: number }>(
    `INSERT INTO repair_order (vehicle_id, store_id, ro_number, status, advisor_id, fsi_id, opened_at, status_changed_at)
     VALUES ($1, $2, $3, 'BOOKED', (SELECT id FROM service_advisor WHERE store_id = $2 ORDER BY id LIMIT 1), $4,
             $5, $5) RETURNING id`,
    [lead.vehicleId, storeId, roNumber, lead.leadId, new Date(SURVEY_NOON.getTime() - 3 * 3_600_000)],
  );
  const [store] = await server.db.query<{ phone: string }>(
    'SELECT phone_number AS phone FROM store WHERE id = $1',
    [storeId],
  );
  return {
    orderId: order!.id,
    roNumber,
    leadId: lead.leadId,
    customerId: lead.customerId,
    cellular: lead.cellular,
    storeId,
    storePhone: store!.phone,
  };
}

/** The DMS's report that the visit's order closed, as a feed applies it. */
export const closedReport = (visit: Visit, at: Date): DmsRepairOrder => ({
  storeId: visit.storeId,
  roNumber: visit.roNumber,
  status: 'CLOSED',
  changedAt: at,
  advisorNo: null,
  vin: null,
  openedAt: null,
  promisedAt: null,
  appointmentId: null,
  dmsRoId: null,
});

/** A feed as an instance of the server runs it, on this database connection. */
export const feedOn = (db: Database, clock: Clock) =>
  new RepairOrderFeed({
    db,
    dms: new SimulatedDms(db, 1),
    outbox: {
      dispatchNow: async () => null,
      claimForSend: () => null,
      dispatchClaimed: async () => null,
      wake: () => undefined,
    },
    clock,
    source: 'SIMULATED_DMS',
  });

export async function customerReplies(server: TestServer, visit: Visit, body: string): Promise<void> {
  const answer = await postTwilio(
    server.app,
    '/webhooks/twilio/sms',
    textFrom(visit.cellular, visit.storePhone, body),
  );
  if (answer.statusCode !== 200) throw new Error(`inbound refused: ${answer.statusCode} ${answer.body}`);
}

export const surveyOf = async (server: TestServer, visit: Visit) =>
  server.db.query<{
    asked_at: Date | null;
    message_id: number | null;
    skipped_reason: string | null;
    score: number | null;
    answer: string | null;
    outcome: string | null;
  }>(
    'SELECT asked_at, message_id, skipped_reason, score, answer, outcome FROM visit_survey WHERE repair_order_id = $1',
    [visit.orderId],
  );

export const outboxOf = (server: TestServer, leadId: number) =>
  server.db.query<{ body: string; not_before: Date; status: string }>(
    `SELECT o.body, o.not_before, o.status FROM outbox o JOIN message_instance m ON m.id = o.message_id
      WHERE m.fsi_id = $1 ORDER BY o.id`,
    [leadId],
  );

export const notesOf = (server: TestServer, leadId: number) =>
  server.db.query<{
    content: string;
    to_name: string | null;
    notification_type: string;
    response_reqd: boolean;
  }>(
    `SELECT content, to_name, notification_type, response_reqd FROM message_instance
      WHERE fsi_id = $1 AND message_type IN ('INTERNAL', 'INTERNAL_NOTES') ORDER BY id`,
    [leadId],
  );
