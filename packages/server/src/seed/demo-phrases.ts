import type { ServiceType } from '@torque/domain';
import type { Prng } from './prng.js';

/** What a conversation is about: the customer, the vehicle and the store. */
export type ConversationContext = {
  readonly first: string;
  readonly last: string;
  readonly store: string;
  readonly make: string;
  readonly model: string;
  readonly year: number;
  readonly miles: number;
  readonly serviceType: ServiceType;
  readonly advisor: string;
  readonly assistant: string;
};

const SERVICE_NAMES: Partial<Record<ServiceType, string>> = {
  SALES_THANKS: 'first check-in',
  SALES_TITLE: 'title and registration paperwork',
  CHECK_UP_30D: '30-day check-up',
  CHECK_UP: '90-day check-up',
  CHECK_UP_CPO: 'Certified Pre-Owned check-up',
  OIL_CHANGE: '5,000-mile service',
  OIL_CHANGE_CPO: 'CPO oil change',
  SVC_7500: '7,500-mile service',
  OIL_CHANGE_10K: '10,000-mile service',
  OIL_CHANGE_15K: '15,000-mile service',
  OIL_CHANGE_20K: '20,000-mile service',
  OIL_CHANGE_25K: '25,000-mile service',
  OIL_CHANGE_POST_30_MONTHS: 'oil change and 30-month inspection',
  TOYOTA_ERROR_ALERT: 'maintenance alert check',
  HONDA_OLD_MODEL: 'Maintenance Minder service',
  HONDA_SERVICE_PASS: 'Honda Service Pass visit',
  FIRST_SERVICE_CHEVROLET: 'first maintenance visit',
  STATE_INSPECTION: 'state inspection',
  SVC_OPEN_RO: 'repair',
  SVC_CLOSED_RO: 'recent service',
  APPOINTMENT_SCHEDULED: 'scheduled service',
  PRE_CSI_LIST: 'recent visit',
};

export const serviceName = (type: ServiceType): string => SERVICE_NAMES[type] ?? 'scheduled maintenance';

const miles = (n: number): string => n.toLocaleString('en-US');

/** The first text of a conversation, worded for its service type. */
export function openingText(c: ConversationContext, rng: Prng): string {
  const hi = `Hi ${c.first}, this is ${c.assistant} with ${c.store}.`;
  switch (c.serviceType) {
    case 'SALES_THANKS':
      return `${hi} Congratulations on your new ${c.year} ${c.model}! If any question comes up about your vehicle, just reply here.`;
    case 'SALES_TITLE':
      return `${hi} Your title and registration for the ${c.model} have been processed. Plates should arrive by mail within 2 weeks.`;
    case 'TOYOTA_ERROR_ALERT':
      return `${hi} Your ${c.model} sent a maintenance alert through Toyota connected services. We recommend a quick check. Can we schedule you this week?`;
    case 'HONDA_SERVICE_PASS':
      return `${hi} Your ${c.model} has a complimentary Honda Service Pass visit available (oil change and tire rotation). Would you like to book it?`;
    case 'STATE_INSPECTION':
      return `${hi} The state inspection for your ${c.year} ${c.model} is due at the end of the month. We can do it while you wait, about 45 minutes. Want a time?`;
    case 'SVC_OPEN_RO':
      return `Hi ${c.first}, ${c.advisor} from ${c.store} service. The technician finished checking your ${c.model}: the front brake pads are at 2 mm. Pads and rotors come to $389.95. OK to go ahead?`;
    case 'SVC_CLOSED_RO':
      return `${hi} Thanks for visiting us! Your ${c.model} is all done. How was your service experience today?`;
    case 'APPOINTMENT_SCHEDULED':
      return `${hi} Reminder: your ${c.model} is scheduled for service ${rng.pick(DAYS)} at ${rng.pick(TIMES).full}. Reply C to confirm or R to reschedule.`;
    case 'PRE_CSI_LIST':
      return `${hi} ${c.make} may send you a short survey about your recent visit. If anything was less than perfect, reply here first so we can make it right.`;
    default:
      return rng.pick([
        `${hi} Our records show your ${c.year} ${c.model} (about ${miles(c.miles)} miles) is due for its ${serviceName(c.serviceType)}. Would you like me to book a time?`,
        `${hi} It's time for the ${serviceName(c.serviceType)} on your ${c.model}. We have openings this week. Want me to reserve one for you? Reply STOP to opt out.`,
        `${hi} Your ${c.model} is coming up on its ${serviceName(c.serviceType)}: oil and filter change, tire rotation and a multipoint inspection. Shall I find you a time?`,
      ]);
  }
}

export const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const TIMES = [
  { ask: '9', full: '9:00 AM' },
  { ask: '8:30', full: '8:30 AM' },
  { ask: '10:30', full: '10:30 AM' },
  { ask: '1', full: '1:00 PM' },
  { ask: '2:30', full: '2:30 PM' },
  { ask: '4', full: '4:00 PM' },
];
export const PRICES = ['$59.95', '$79.95', '$89.95', '$129.95', '$149.95'];

export const FOLLOW_UPS = [
  (c: ConversationContext) =>
    `Hi ${c.first}, just checking in about the ${serviceName(c.serviceType)} for your ${c.model}. Do mornings or afternoons work better for you?`,
  (c: ConversationContext) =>
    `Hi ${c.first}, ${c.assistant} again from ${c.store}. We still have a few openings this week for your ${c.model}. Reply with a day that suits you.`,
  (c: ConversationContext) =>
    `Last reminder from ${c.store}: your ${c.model} is due for its ${serviceName(c.serviceType)}. Reply STOP to opt out of these messages.`,
];

export const NOTES = [
  'Customer prefers texts after 5 PM.',
  'Spoke with the customer at the service drive; also wants a quote for four new tires.',
  'Long-time customer, ask for Marcus at drop-off.',
  'Check open recall 24V-318 when the vehicle is in.',
  'Customer mentioned a squeak from the rear on cold mornings. Add a brake inspection to the RO.',
  'Wife usually drops the car off; same phone number.',
  'Extended warranty on file, covers the water pump.',
];

export const emailSubject = (c: ConversationContext): string =>
  `Your ${c.year} ${c.model} is due for its ${serviceName(c.serviceType)}`;

export const emailBody = (c: ConversationContext): string =>
  `<p>Dear ${c.first} ${c.last},</p><p>Our records show your ${c.year} ${c.model} is due for its ` +
  `<strong>${serviceName(c.serviceType)}</strong>. Book online or simply reply to our text message and ` +
  `we will find a time that works for you.</p><p>Thank you for choosing ${c.store}.</p>`;

/**
 * Campaigns that tell rather than invite a booking. Their replies are acknowledgements, and
 * leads further down the funnel (engaged, booked) never use them.
 */
export const ACKNOWLEDGEMENTS: Partial<Record<ServiceType, (c: ConversationContext) => [string, string]>> = {
  SALES_THANKS: (c) => [
    'Thank you! Loving the car so far.',
    `That's great to hear, ${c.first}! Enjoy your ${c.model}.`,
  ],
  SALES_TITLE: () => ['Got it, thanks.', "You're welcome! Reply here any time if you have questions."],
  SVC_OPEN_RO: (c) => [
    'Yes, please go ahead.',
    `Thanks, ${c.first}. We'll have your ${c.model} ready by 5 PM today.`,
  ],
  SVC_CLOSED_RO: (c) => [
    'Everything went well, thanks!',
    `Glad to hear it, ${c.first}! Thanks for choosing ${c.store}.`,
  ],
  APPOINTMENT_SCHEDULED: (c) => ['C', `Thanks, ${c.first}! Your appointment is confirmed.`],
  PRE_CSI_LIST: (c) => ['No complaints, the team was great.', `Thank you, ${c.first}! We appreciate you.`],
};

export const isBookable = (type: ServiceType): boolean => ACKNOWLEDGEMENTS[type] === undefined;

export const nudgeText = (c: ConversationContext): string =>
  `Hi ${c.first}, ${c.assistant} from ${c.store} again. Just making sure you saw our last message. Reply here any time if you have questions about your ${c.model}.`;
