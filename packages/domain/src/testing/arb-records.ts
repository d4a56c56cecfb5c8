import * as fc from 'fast-check';
import {
  MESSAGE_DIRECTIONS,
  MESSAGE_TYPES,
  NOTIFICATION_TYPES,
  type MessageInstance,
} from '../leads/message-instance.schema.js';
import type { Lead, Mark } from '../leads/lead.schema.js';
import { SMS_OPT_OUT } from '../leads/opt-out.rules.js';
import { SERVICE_TYPES } from '../leads/service-type.js';
import { LEAD_STAGES } from '../leads/lead-stage.js';
import { DIVISION_IDS, EMPLOYEE_LEVELS } from '../session/role.js';
import type { UserSession } from '../session/user-session.schema.js';
import { arbCellular, arbIsoDateTime, arbMessageStatus, arbPersonName, arbRole } from './arb-basics.js';
import { arbHtmlOfWords } from './arb-html.js';
import { leadId } from './samples.js';

const id = () => fc.integer({ min: 1, max: 1_000_000 });
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const code = () => fc.stringMatching(/^[A-Z][A-Z0-9-]{1,9}$/);

/** Customer tags of spec 2 §9, SMS_OPT_OUT among them. */
export const arbMark = (): fc.Arbitrary<Mark> =>
  fc.record({
    intentType: fc.constantFrom(
      SMS_OPT_OUT,
      'SMS_CONSENT',
      'DIFFERENT_DRIVER',
      'WRONG_NUMBER',
      'NO_LONGER_OWN',
    ),
    value: maybe(fc.constantFrom('true', 'false', 'Y')),
  });

/** A schema-valid message instance, of the given lead when `leadId` is set. */
export function arbMessageInstance(options: { leadId?: number } = {}): fc.Arbitrary<MessageInstance> {
  return fc.record({
    id: id(),
    jaguarFutureServiceInteractionId: options.leadId === undefined ? id() : fc.constant(options.leadId),
    content: arbHtmlOfWords().map(({ html }) => html),
    createdOn: arbIsoDateTime(),
    direction: fc.constantFrom(...MESSAGE_DIRECTIONS),
    messageType: fc.constantFrom(...MESSAGE_TYPES),
    notificationType: fc.constantFrom(...NOTIFICATION_TYPES),
    messageStatus: arbMessageStatus(),
    errors: maybe(fc.string({ maxLength: 40 })),
    archived: fc.boolean(),
  });
}

/** A schema-valid user session; roleDtos name the same roles, the first role counts. */
export function arbUserSession(): fc.Arbitrary<UserSession> {
  return fc
    .record({
      authToken: fc.stringMatching(/^[A-Za-z0-9._-]{16,40}$/),
      roles: fc.uniqueArray(arbRole(), { minLength: 1, maxLength: 3 }),
      empLevel: fc.constantFrom(...EMPLOYEE_LEVELS),
      tenant: maybe(fc.constantFrom('maintenance', 'agent', 'dealer-group')),
      enterprise: fc.record({ id: id() }),
      userMasterId: id(),
      tenantId: maybe(id()),
      officeId: maybe(id()),
      divisionId: fc.constantFrom(...DIVISION_IDS),
      companyId: maybe(id()),
      contactId: id(),
      realTimeSync: fc.boolean(),
      callingFeature: fc.boolean(),
      colorCode: fc.stringMatching(/^#[0-9a-f]{6}$/),
    })
    .map((session) => ({ ...session, roleDtos: session.roles.map((name) => ({ name })) }));
}

/**
 * A schema-valid lead. `optedOut: false` gives a customer who may be texted; `true` one who may not
 * (an SMS_OPT_OUT mark on the lead or the customer, or blockSms); unset, either.
 */
export function arbLead(options: { optedOut?: boolean } = {}): fc.Arbitrary<Lead> {
  const lead = fc
    .record({
      id: id().map(leadId),
      plannedServiceType: fc.constantFrom(...SERVICE_TYPES),
      stage: fc.constantFrom(...LEAD_STAGES),
      aiEnabled: fc.boolean(),
      appointmentSet: fc.boolean(),
      conversationClosed: fc.boolean(),
      dtDialogEnabled: fc.boolean(),
      conversationInitiated: fc.boolean(),
      responseReqd: fc.boolean(),
      totalInboundCount: fc.nat(50),
      totalUnreadCount: fc.nat(20),
      futureServiceInteractionMarks: fc.array(arbMark(), { maxLength: 3 }),
      customerMarks: fc.array(arbMark(), { maxLength: 3 }),
      serviceVehicleMarks: fc.array(arbMark(), { maxLength: 2 }),
      customerMaster: fc.record({
        id: id(),
        custno: maybe(code()),
        firstName: arbPersonName(),
        lastName: arbPersonName(),
        email: maybe(fc.emailAddress()),
        cellular: arbCellular(),
        customerType: maybe(fc.constantFrom('SERVICE', 'SALES')),
        blockSms: fc.boolean(),
      }),
      serviceVehicle: fc.record({
        id: id(),
        vin: fc.stringMatching(/^[A-HJ-NPR-Z0-9]{17}$/),
        make: fc.constantFrom('Toyota', 'Ford', 'Honda', 'Chevrolet', 'BMW'),
        model: fc.constantFrom('Camry', 'F-150', 'Civic', 'Silverado', 'X3'),
        year: fc.integer({ min: 1995, max: 2027 }),
        odometer: maybe(fc.nat(300_000)),
      }),
      storeMaster: fc.record({
        id: id(),
        store_id: code(),
        store_name: fc.constantFrom('Main Street Honda', 'Lakeside Toyota', 'Hilltop Ford'),
        officeMasterVO: fc.constant({ officeTimeZone: 'America/New_York', timezoneDisplay: 'GMT-04:00' }),
      }),
      bocMaster: fc.record({ id: id(), bocId: code(), bocName: fc.constantFrom('Central BOC', 'East BOC') }),
      latestMessage: maybe(arbMessageInstance()),
    })
    .map((l) => ({
      ...l,
      latestMessage: l.latestMessage && { ...l.latestMessage, jaguarFutureServiceInteractionId: l.id },
    }));
  if (options.optedOut === undefined) return lead;
  if (!options.optedOut) return lead.map(allowSms);
  return fc.tuple(lead, fc.nat(2)).map(([l, how]) => optOut(allowSms(l), how));
}

const withoutOptOut = (marks: readonly Mark[]): Mark[] => marks.filter((m) => m.intentType !== SMS_OPT_OUT);

function allowSms(lead: Lead): Lead {
  return {
    ...lead,
    futureServiceInteractionMarks: withoutOptOut(lead.futureServiceInteractionMarks),
    customerMarks: withoutOptOut(lead.customerMarks),
    customerMaster: { ...lead.customerMaster, blockSms: false },
  };
}

function optOut(lead: Lead, how: number): Lead {
  const mark: Mark = { intentType: SMS_OPT_OUT, value: 'true' };
  if (how === 0)
    return { ...lead, futureServiceInteractionMarks: [...lead.futureServiceInteractionMarks, mark] };
  if (how === 1) return { ...lead, customerMarks: [mark, ...lead.customerMarks] };
  return { ...lead, customerMaster: { ...lead.customerMaster, blockSms: true } };
}
