import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import {
  arbBlankHtml,
  arbSendableHtmlOfWords,
  arbLead,
  InMemoryConversationGateway,
  propertyConfig,
  sampleAssistant,
} from '../testing/index.js';
import type { ActionType } from './outgoing-message.rules.js';
import { createComposerMachine, type ComposerEmitted } from './composer.machine.js';

const machine = createComposerMachine({ conversations: new InMemoryConversationGateway() });
const session = { userMasterId: 42 };

function sendDraft(
  lead: Parameters<typeof initialTransition<typeof machine>>[1],
  actionType: ActionType,
  content: string,
) {
  const [start] = initialTransition(machine, lead);
  const [chosen] = transition(machine, start, { type: 'CHOOSE_ACTION', actionType });
  const [edited] = transition(machine, chosen, { type: 'EDIT', content });
  const [titled] = transition(machine, edited, { type: 'EDIT_SUBJECT', subject: 'Service' });
  const [next, actions] = transition(machine, titled, { type: 'SEND' });
  // xstate types executable actions by the action's name; at run time an emit is 'xstate.emit'.
  const notices = (actions as readonly { type: string; params: unknown }[]).flatMap((a) =>
    a.type === 'xstate.emit' ? [(a.params as { event: ComposerEmitted }).event] : [],
  );
  return { next, notices };
}

describe('composer machine (spec 1 §5)', () => {
  it('never leaves editing for blank content, and always says why', () => {
    fc.assert(
      fc.property(
        arbLead(),
        fc.constantFrom<ActionType>('sms', 'email', 'calendar'),
        arbBlankHtml(),
        (lead, actionType, content) => {
          const { next, notices } = sendDraft(
            { lead, assistant: sampleAssistant(), session },
            actionType,
            content,
          );
          return next.value === 'editing' && notices.length === 1 && notices[0]?.type === 'notice';
        },
      ),
      propertyConfig(),
    );
  });

  it('always starts sending a written SMS to a customer who may be texted, keeping the draft until it is sent', () => {
    const written = arbSendableHtmlOfWords().filter(({ words }) => words.length > 0);
    fc.assert(
      fc.property(arbLead({ optedOut: false }), written, (lead, { html }) => {
        const { next, notices } = sendDraft({ lead, assistant: sampleAssistant(), session }, 'sms', html);
        return next.value === 'sending' && notices.length === 0 && next.context.content === html;
      }),
      propertyConfig(),
    );
  });
});
