import type { LeadStage } from '@torque/domain';
import { ConversationWriter, QUICK, type ConversationPlan } from './conversation-writer.js';
import { emailBody, emailSubject, NOTES, openingText, type ConversationContext } from './demo-phrases.js';
import { continueForStage } from './demo-stage-scripts.js';
import type { Prng } from './prng.js';

/** One lead's conversation: the stage decides how far it got; the PRNG picks the path. */
export function planConversation(
  c: ConversationContext,
  stage: LeadStage,
  rng: Prng,
  withEmail: boolean,
): ConversationPlan {
  const w = new ConversationWriter(c, rng);
  // Repair orders come from the advisor; every other campaign starts with the assistant.
  w.say(c.serviceType === 'SVC_OPEN_RO' ? 'advisor' : 'assistant', openingText(c, rng), QUICK);
  if (withEmail) w.say('email', emailBody(c), [5, 30], { subject: emailSubject(c) });
  continueForStage(w, stage);
  // Staff notes, some later archived.
  if (w.messages.length < 12 && rng.chance(0.3))
    w.say('note', rng.pick(NOTES), [5, 90], { archived: rng.chance(0.2) });
  // An accidental double send that staff archived.
  const first = w.messages[0];
  if (first && w.messages.length < 12 && rng.chance(0.08))
    w.messages.splice(1, 0, { ...first, gapMinutes: 1, archived: true });
  return w.plan();
}
