import type { Row } from '../db/bulk-insert.js';
import { demoCustomers, type DemoCustomer } from './demo-customers.js';
import type { ConversationPlan } from './conversation-writer.js';
import { planConversation } from './demo-conversations.js';
import { showcasePlan } from './demo-showcase.js';
import { settleDemoStages } from './demo-stages.js';
import { showEveryView } from './demo-view-leads.js';
import { messageRow, RARE_OUTGOING_STATUSES, type PlacedMessage } from './demo-messages.js';
import { DEMO_ASSISTANTS, DEMO_STORES } from './demo-organisation.js';
import type { Prng } from './prng.js';

export type DemoLeadRows = {
  readonly customers: Row[];
  readonly vehicles: Row[];
  readonly leads: Row[];
  readonly messages: Row[];
  readonly marks: Row[];
  /** Set after the messages exist (the column references message_instance). */
  readonly lastRead: { readonly leadId: number; readonly messageId: number }[];
};

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const SPAN = 29 * DAY;
const ASSISTANT = DEMO_ASSISTANTS[0]!;
const ASSISTANT_NAME = `${ASSISTANT.firstName} ${ASSISTANT.lastName}`;

/**
 * Spreads a conversation's gaps so that it ends within the last 29 days, then moves it
 * earlier (never later than now) so the first text goes out in the store's business hours.
 */
function place(
  plan: ConversationPlan,
  rng: Prng,
  now: Date,
  firstId: number,
  timeZone: string,
): PlacedMessage[] {
  const gaps = plan.messages.map((message) => message.gapMinutes * MINUTE);
  const total = gaps.reduce((sum, gap) => sum + gap, 0);
  const scale = total > SPAN * 0.8 ? (SPAN * 0.8) / total : 1;
  const end = now.getTime() - rng.int(5, Math.floor((SPAN - total * scale) / MINUTE)) * MINUTE;
  const start = end - total * scale;
  const hoursPastOpening = (localHour(new Date(start), timeZone) - rng.int(9, 16) + 24) % 24;
  let at = start - hoursPastOpening * 60 * MINUTE;
  return plan.messages.map((message, i) => {
    at += (gaps[i] ?? 0) * scale;
    return { ...message, id: firstId + i, at: new Date(Math.round(at)) };
  });
}

/** Every customer, vehicle, lead, message and mark of the demo, with explicit ids. */
export function demoLeadRows(rng: Prng, now: Date): DemoLeadRows {
  const rows: DemoLeadRows = {
    customers: [],
    vehicles: [],
    leads: [],
    messages: [],
    marks: [],
    lastRead: [],
  };
  const customers = demoCustomers(rng, DEMO_STORES, { withConversation: 240, notStarted: 24 }, now);
  const lastOutgoing: Row[] = [];
  let nextMessageId = 1;
  let showcaseDone = false;
  for (const customer of customers) {
    const advisor = rng.pick(customer.store.advisors);
    const withEmail = customer.email !== null && rng.chance(0.2);
    // The first lead with a conversation shows every kind of message (demo-showcase.ts).
    const showcase = customer.stage !== null && !showcaseDone;
    if (showcase) showcaseDone = true;
    const plan = customer.stage
      ? showcase
        ? showcasePlan(context(customer, advisor.name))
        : planConversation(context(customer, advisor.name), customer.stage, rng, withEmail)
      : null;
    const placed = plan ? place(plan, rng, now, nextMessageId, customer.store.timeZone) : [];
    nextMessageId += placed.length;
    const messageRows = placed.map((message, i) =>
      messageRow(message, placed[i - 1], customer.id, customer, ASSISTANT_NAME, advisor),
    );
    rows.messages.push(...messageRows);
    const last = messageRows.at(-1);
    if (last && last['direction'] === 'SEND' && last['message_type'] === 'SMS') lastOutgoing.push(last);

    const inbound = placed.filter(
      (message) => message.speaker === 'customer' || message.speaker === 'invite_response',
    );
    const customerSide = placed.filter(
      (message) => message.speaker !== 'note' && !message.speaker.startsWith('notice'),
    );
    const trailingInbound = countTrailing(customerSide, (message) => message.speaker === 'customer');
    const unread = trailingInbound > 0 && rng.chance(0.75) ? trailingInbound : 0;
    const readUpTo = customerSide[customerSide.length - 1 - unread];
    if (readUpTo) rows.lastRead.push({ leadId: customer.id, messageId: readUpTo.id });
    const start = placed[0]?.at ?? new Date(now.getTime() - rng.int(1, 5) * DAY);

    rows.customers.push({
      id: customer.id,
      store_id: customer.store.id,
      custno: customer.custno,
      first_name: customer.firstName,
      last_name: customer.lastName,
      email: customer.email,
      cellular: customer.cellular,
      customer_type: customer.customerType,
      block_sms: plan?.optedOut ?? false,
      created_at: new Date(start.getTime() - 2 * DAY),
    });
    const { vin, model, year, odometer } = customer.vehicle;
    rows.vehicles.push({
      id: customer.id,
      customer_id: customer.id,
      vin,
      make: customer.store.make,
      model,
      year,
      odometer,
    });
    rows.leads.push({
      id: customer.id,
      customer_id: customer.id,
      vehicle_id: customer.id,
      store_id: customer.store.id,
      boc_id: customer.store.bocId,
      type: 'SERVICE',
      planned_date: new Date(start.getTime() + rng.int(3, 21) * DAY).toISOString().slice(0, 10),
      planned_service_type: customer.serviceType,
      stage: customer.stage ?? 'NOT_STARTED',
      ai_enabled: !(plan?.closed ?? false) && customer.stage !== 'CONTACTED',
      appointment_set: plan?.appointment != null,
      conversation_closed: plan?.closed ?? false,
      dt_dialog_enabled: customer.stage === 'ENGAGED' && rng.chance(0.5),
      responded_to_ai: inbound.length > 0,
      response_insight: plan?.insight ?? null,
      conversation_initiated: plan !== null,
      response_reqd: trailingInbound > 0 && !(plan?.closed ?? false),
      total_inbound_count: inbound.length,
      total_unread_count: unread,
      last_message_received_date: inbound.at(-1)?.at ?? null,
      created_on: new Date(start.getTime() - DAY),
    });
    rows.marks.push(...marksFor(customer, plan, rng));
  }
  // Rarer outgoing statuses go on conversations that end with an unanswered text.
  lastOutgoing.slice(0, RARE_OUTGOING_STATUSES.length * 3).forEach((row, i) => {
    const rare = RARE_OUTGOING_STATUSES[i % RARE_OUTGOING_STATUSES.length]!;
    Object.assign(row, { message_status: rare.status, errors: rare.errors });
  });
  // A customer reply the carrier is still handing over.
  rows.messages
    .filter((row) => row['direction'] === 'RECEIVED')
    .slice(-3)
    .forEach((row) => Object.assign(row, { message_status: 'receiving' }));
  showEveryView(rows, now);
  settleDemoStages(rows.leads, rows.messages);
  return rows;
}

const localHour = (date: Date, timeZone: string): number =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(date));

function context(customer: DemoCustomer, advisor: string) {
  return {
    first: customer.firstName,
    last: customer.lastName,
    store: customer.store.name,
    make: customer.store.make,
    model: customer.vehicle.model,
    year: customer.vehicle.year,
    miles: customer.vehicle.odometer,
    serviceType: customer.serviceType,
    advisor,
    assistant: ASSISTANT.firstName,
  };
}

function marksFor(customer: DemoCustomer, plan: ConversationPlan | null, rng: Prng): Row[] {
  const marks: Row[] = [];
  const on = (target: 'fsi_id' | 'customer_id' | 'vehicle_id', intent_type: string, value: string | null) =>
    marks.push({
      intent_type,
      value,
      fsi_id: null,
      customer_id: null,
      vehicle_id: null,
      [target]: customer.id,
    });
  if (plan?.optedOut) {
    on('fsi_id', 'SMS_OPT_OUT', 'STOP');
    if (rng.chance(0.5)) on('customer_id', 'SMS_OPT_OUT', 'STOP');
  } else if (plan && plan.messages.some((m) => m.speaker === 'customer') && rng.chance(0.4)) {
    on('customer_id', 'SMS_CONSENT', 'Y');
  }
  if (plan?.wrongNumber) on('fsi_id', 'WRONG_NUMBER', 'Y');
  if (plan?.appointment) on('fsi_id', 'APPT_SET', plan.appointment);
  if (rng.chance(0.05)) on('customer_id', 'DIFFERENT_DRIVER', 'Y');
  if (rng.chance(0.15))
    on('vehicle_id', rng.pick(['TEA_5K', 'TEA_10K', 'TEA_15K', 'TEA_20K', 'TEA_25K']), 'Y');
  return marks;
}

function countTrailing<T>(items: readonly T[], test: (item: T) => boolean): number {
  let count = 0;
  for (let i = items.length - 1; i >= 0 && test(items[i]!); i -= 1) count += 1;
  return count;
}
