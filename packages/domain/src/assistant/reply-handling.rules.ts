import type { ReplyCode } from './reply-codes.rules.js';

/**
 * What the assistant does with a reply it has settled (issue 17): the reply follows the code. It pitches
 * a booking only to someone who wants one; a complaint, a vehicle issue or a question goes to a person
 * (a hand-off with the customer's words); a wrong number or an owner who sold the car ends its part.
 */
export type ReplyHandling = {
  /** A reply template (spec 1 §3 placeholders); null to stay quiet. 'booking' answers by what was asked. */
  readonly reply: string | 'booking' | null;
  /** Hand the conversation to staff, with the customer's words in the note. */
  readonly handOff: boolean;
  /** Turn the assistant off for the lead: it has nothing more to say to this number. */
  readonly stopAssistant: boolean;
  /** The vehicle's planned service is done: mark it so the planners leave it out (SPA codes). */
  readonly servicePerformed: boolean;
};

const quiet = { reply: null, handOff: false, stopAssistant: false, servicePerformed: false } as const;
const toStaff = (reply: string): ReplyHandling => ({ ...quiet, reply, handOff: true });
const TEAM_WILL_ANSWER =
  'Thanks, ${lead.contact.firstName}. I have passed this to our team at ${lead.office.name}; someone will get back to you shortly.';
/** The short, honest answer a customer gets when a person takes over from an unsure assistant (issue 31). */
export const HANDED_TO_STAFF_REPLY = 'Thanks, a member of our team will text you shortly.';
const SERVICE_DONE =
  'Thanks for letting us know, ${lead.contact.firstName}! We have updated the records for your ${lead.product.model}.';

export const REPLY_HANDLING: Readonly<Record<ReplyCode, ReplyHandling>> = {
  'SPA-SS': { ...quiet, reply: SERVICE_DONE, servicePerformed: true },
  'SPA-AS': { ...quiet, reply: SERVICE_DONE, servicePerformed: true },
  'SPA-XX': { ...quiet, reply: SERVICE_DONE, servicePerformed: true },
  CL: { ...quiet, reply: 'No problem, ${lead.contact.firstName}. We will check back with you later.' },
  FU: {
    ...quiet,
    reply: 'Sounds good, ${lead.contact.firstName}. Just text us here whenever you are ready.',
  },
  'APPT-SET': { ...quiet, reply: 'booking' },
  ASA: {
    ...quiet,
    reply: 'Great, thanks ${lead.contact.firstName}! We look forward to seeing your ${lead.product.model}.',
  },
  HO: toStaff(TEAM_WILL_ANSWER),
  'REQ-CALL': toStaff(
    'Of course, ${lead.contact.firstName}. Someone from ${lead.office.name} will call you shortly.',
  ),
  NLO: {
    ...quiet,
    reply: 'Thanks for letting us know, ${lead.contact.firstName}. We will update our records.',
    stopAssistant: true,
  },
  CPAL: toStaff(TEAM_WILL_ANSWER),
  VI: toStaff(
    'Sorry to hear about your ${lead.product.model}, ${lead.contact.firstName}. I have passed this to our service team; someone will reach out shortly.',
  ),
  TU: toStaff('Thanks, ${lead.contact.firstName}! Our team will update your details.'),
  WN: { ...quiet, stopAssistant: true },
  LD: {
    ...quiet,
    reply: 'Thanks for letting us know, ${lead.contact.firstName}. Safe travels!',
    stopAssistant: true,
  },
  SALES_INQ: toStaff(
    'Great question, ${lead.contact.firstName}! I have passed it to our sales team at ${lead.office.name}; they will be in touch shortly.',
  ),
  CQ: toStaff(TEAM_WILL_ANSWER),
  CC: toStaff(
    'I am sorry about your experience, ${lead.contact.firstName}. I have passed your message to our service manager, who will reach out to you.',
  ),
  DD: toStaff(TEAM_WILL_ANSWER),
  EMP: { ...quiet, stopAssistant: true },
  'CUST-APPR': quiet, // thanks need no answer: one text fewer

  PRICE_CONCERN: toStaff(TEAM_WILL_ANSWER),
  REQ_PD: toStaff(TEAM_WILL_ANSWER),
  REQ_LOANER: toStaff(TEAM_WILL_ANSWER),
  POB: toStaff(TEAM_WILL_ANSWER),
  NIITB: { ...quiet, stopAssistant: true },
  'E-RES': toStaff(TEAM_WILL_ANSWER),
  'E-CAN': toStaff(TEAM_WILL_ANSWER),
  STOP: quiet, // the compliance rules answer and block (inbound consent)
  'NOT-ENGAGED': { ...quiet, reply: 'booking' },
  MISC: quiet,
  BLANK: toStaff(HANDED_TO_STAFF_REPLY), // unsure: a person answers, never silence (hand-off.rules.ts)
};
