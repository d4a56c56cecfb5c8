import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { arbLead, arbSendableHtmlOfWords, propertyConfig, sampleAssistant } from '../testing/index.js';
import { composeOutgoingMessage } from './compose-outgoing.js';

const arbWritten = () =>
  arbSendableHtmlOfWords()
    .filter(({ words }) => words.length > 0)
    .map(({ html }) => html);
const assistant = sampleAssistant();
const session = { userMasterId: 42 };

describe('composeOutgoingMessage (spec 1 §3, §5)', () => {
  it('always sends direction SEND and notification type MESSAGE_TO_CUSTOMER', () => {
    fc.assert(
      fc.property(
        arbLead(),
        arbWritten(),
        fc.constantFrom('sms' as const, 'email' as const),
        (lead, content, actionType) => {
          const result = composeOutgoingMessage({
            lead,
            assistant,
            session,
            draft: { actionType, content, subject: 'Service' },
          });
          return (
            !result.ok ||
            (result.value.direction === 'SEND' && result.value.notificationType === 'MESSAGE_TO_CUSTOMER')
          );
        },
      ),
      propertyConfig(),
    );
  });

  it('texts a customer who may be texted at +1 and ten digits, with no markup', () => {
    fc.assert(
      fc.property(arbLead({ optedOut: false }), arbWritten(), (lead, content) => {
        const result = composeOutgoingMessage({
          lead,
          assistant,
          session,
          draft: { actionType: 'sms', content },
        });
        return result.ok && /^\+1\d{10}$/.test(result.value.to) && !result.value.content.includes('<');
      }),
      propertyConfig(),
    );
  });

  it('never texts a customer who opted out', () => {
    fc.assert(
      fc.property(arbLead({ optedOut: true }), arbWritten(), (lead, content) => {
        const result = composeOutgoingMessage({
          lead,
          assistant,
          session,
          draft: { actionType: 'sms', content },
        });
        return !result.ok && result.error.code === 'OPTED_OUT';
      }),
      propertyConfig(),
    );
  });
});
