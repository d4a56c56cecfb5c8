import type { LeadStage } from '@torque/domain';
import { LATER, QUICK, REPLY, type ConversationWriter } from './conversation-writer.js';
import { ACKNOWLEDGEMENTS, DAYS, FOLLOW_UPS, nudgeText, PRICES, serviceName, TIMES } from './demo-phrases.js';

/** How far a conversation got, one script per lead stage (after the opening text). */
export function continueForStage(w: ConversationWriter, stage: LeadStage): void {
  switch (stage) {
    case 'INITIATED':
      return noReplyYet(w);
    case 'RESPONDED':
      return firstReply(w);
    case 'CONTACTED':
      return handedToStaff(w);
    case 'ENGAGED':
      return scheduling(w);
    default:
      return booked(w, stage);
  }
}

function noReplyYet({ c, rng, say, outcome }: ConversationWriter): void {
  const informOnly = ACKNOWLEDGEMENTS[c.serviceType] !== undefined;
  say(
    'notice',
    `Outreach started for ${c.first} ${c.last}: ${serviceName(c.serviceType)} reminder sent.`,
    [0, 2],
  );
  const followUps = rng.int(1, 2);
  for (let i = 0; i < followUps; i += 1)
    say('assistant', informOnly ? nudgeText(c) : FOLLOW_UPS[i]!(c), LATER);
  outcome.insight = followUps > 1 ? 'NR' : null;
}

function firstReply({ c, rng, say, outcome }: ConversationWriter): void {
  const acknowledge = ACKNOWLEDGEMENTS[c.serviceType];
  // Campaigns that only inform get thanks, opt-outs and wrong numbers.
  const path = acknowledge ? rng.pick(['thanks', 'thanks', 'thanks', 'stop', 'wrong']) : rng.pick(REPLIES);
  if (path === 'thanks' && acknowledge) {
    const [answer, thanks] = acknowledge(c);
    say('customer', answer, REPLY);
    say(c.serviceType === 'SVC_OPEN_RO' ? 'advisor' : 'assistant', thanks, QUICK);
    outcome.insight = 'CUST-APPR';
  } else if (path === 'question') {
    say('assistant', FOLLOW_UPS[1]!(c), LATER);
    say(
      'customer',
      rng.pick(['How much is it?', 'How long does it take?', 'Do you have anything Saturday morning?']),
      REPLY,
    );
    outcome.insight = 'CQ';
  } else if (path === 'who') {
    say('customer', 'Who is this?', REPLY);
    say(
      'assistant',
      `This is ${c.assistant}, the virtual assistant for ${c.store} service. I help schedule maintenance for your ${c.model}.`,
      QUICK,
    );
    say('customer', 'Oh ok. Is that the oil change one? I think I am already over the mileage.', REPLY);
    outcome.insight = 'CQ';
  } else if (path === 'elsewhere') {
    say('customer', 'I already had it done at another shop last month.', REPLY);
    say(
      'assistant',
      `Thanks for letting us know, ${c.first}! I've updated our records. We'll remind you when the next service is due.`,
      QUICK,
    );
    outcome.insight = 'SPA-AS';
  } else if (path === 'stop') {
    say('assistant', acknowledge ? nudgeText(c) : FOLLOW_UPS[0]!(c), LATER);
    say('customer', 'STOP', REPLY);
    say(
      'assistant',
      `You have been unsubscribed from ${c.store} text messages and will not receive further texts. Reply START to resubscribe.`,
      [0, 1],
    );
    say('notice', `${c.first} ${c.last} opted out of text messages (STOP).`, [0, 1]);
    Object.assign(outcome, { insight: 'STOP', optedOut: true, closed: true });
  } else if (path === 'wrong') {
    say('customer', `Wrong number, I don't own a ${c.make}.`, REPLY);
    say('assistant', "Sorry about that! We've removed this number from our records.", QUICK);
    Object.assign(outcome, { insight: 'WN', closed: true, wrongNumber: true });
  } else {
    say('customer', 'Not right now, maybe next month.', REPLY);
    say('assistant', `No problem, ${c.first}! I'll check back in a few weeks.`, QUICK);
    outcome.insight = 'CL';
  }
}
const REPLIES = ['question', 'who', 'elsewhere', 'stop', 'wrong', 'later'] as const;

function handedToStaff({ c, rng, say, outcome }: ConversationWriter): void {
  say(
    'customer',
    rng.pick([
      'Can someone call me? There is a grinding noise when I brake.',
      'Can I talk to a person? I have a question about my warranty.',
    ]),
    REPLY,
  );
  say('notice_gm', `Hand-off: ${c.first} ${c.last} asked for a call about the ${c.year} ${c.model}.`, [0, 1]);
  say(
    'advisor',
    `Hi ${c.first}, this is ${c.advisor} from ${c.store} service. I'll give you a call in the next 15 minutes.`,
    [3, 20],
  );
  say(
    'note',
    `Called ${c.first}. Offered a Thursday drop-off with a loaner; customer is checking their schedule.`,
    [15, 40],
  );
  if (rng.chance(0.5)) say('customer', "Thanks for the call, I'll let you know about Thursday.", REPLY);
  outcome.insight = 'HO';
}

function scheduling({ rng, say, outcome }: ConversationWriter): void {
  say('customer', 'Sure, what times do you have?', REPLY);
  say(
    'assistant',
    `I have ${rng.pick(DAYS)} at ${rng.pick(TIMES).full} or ${rng.pick(DAYS)} at ${rng.pick(TIMES).full}. Which works best?`,
    QUICK,
  );
  say('customer', 'Do you have loaners? I cannot be without the car all day.', REPLY);
  say(
    'assistant',
    'We have a free shuttle within 10 miles and a few loaners. Want me to ask an advisor to reserve one?',
    QUICK,
  );
  if (rng.chance(0.6))
    say('customer', 'Yes please. Let me check with my wife and get back to you on the day.', REPLY);
  outcome.insight = 'REQ_LOANER';
}

function booked(w: ConversationWriter, stage: LeadStage): void {
  const { c, rng, say, outcome } = w;
  const day = rng.pick(DAYS);
  const time = rng.pick(TIMES);
  if (rng.chance(0.5)) {
    say('customer', `Can I come in ${day} at ${time.ask}?`, REPLY);
  } else {
    say('customer', 'How much is it?', REPLY);
    say(
      'assistant',
      `The ${serviceName(c.serviceType)} is ${rng.pick(PRICES)} and includes a multipoint inspection. Would you like to book a time?`,
      QUICK,
    );
    say('customer', `Ok, ${day} at ${time.ask} works for me.`, REPLY);
  }
  say(
    'assistant',
    `You're all set for ${day} at ${time.full} at ${c.store}. We'll send a reminder the day before.`,
    QUICK,
  );
  say(
    'notice',
    `Appointment booked: ${c.first} ${c.last}, ${day} ${time.full}, ${serviceName(c.serviceType)} (${c.year} ${c.model}).`,
    [0, 1],
  );
  Object.assign(outcome, { appointment: `${day} ${time.full}`, insight: 'APPT-SET' });

  if (stage === 'APPOINTMENT_SET') {
    if (rng.chance(0.6)) {
      say(
        'assistant',
        `Reminder: your ${c.model} is scheduled for tomorrow at ${time.full}. Reply C to confirm or R to reschedule.`,
        LATER,
      );
      say('customer', rng.pick(['C', 'Confirmed, thanks!', 'Yes see you then']), REPLY);
    }
    return;
  }
  if (rng.chance(0.7)) {
    say(
      'assistant',
      `Thanks for visiting ${c.store} today, ${c.first}! How did everything go with your ${c.model}?`,
      LATER,
    );
    say(
      'customer',
      rng.pick([
        'Great service, done in under an hour.',
        'All good, thanks. The waiting area was nice.',
        'Fine, but it took longer than I expected.',
      ]),
      REPLY,
    );
  } else {
    say('notice', `No-show: ${c.first} ${c.last} missed the ${time.full} appointment.`, LATER);
    say(
      'assistant',
      `Hi ${c.first}, we missed you today! Would you like to reschedule your ${serviceName(c.serviceType)}?`,
      [30, 120],
    );
    say('customer', 'Sorry, something came up at work. Can we do next week?', REPLY);
  }
  if (stage === 'CAR_BOUGHT_OR_NOTBOUGHT') {
    say(
      'advisor',
      `Hi ${c.first}, ${c.advisor} here. Your ${c.model} qualifies for our trade-up program. Interested in a no-pressure appraisal?`,
      LATER,
    );
    const interested = rng.chance(0.5);
    say(
      'customer',
      interested ? 'Maybe, what would you give me for it?' : "Thanks, but I'm not looking to buy right now.",
      REPLY,
    );
    if (interested)
      say(
        'notice_gm',
        `Sales hand-off: trade-in interest from ${c.first} ${c.last} (${c.year} ${c.model}).`,
        [0, 1],
      );
    outcome.closed = !interested;
  }
}
