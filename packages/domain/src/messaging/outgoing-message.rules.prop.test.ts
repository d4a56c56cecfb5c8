import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { arbBlankHtml, arbSendableHtmlOfWords, propertyConfig } from '../testing/index.js';
import { checkOutgoingMessage, type ActionType } from './outgoing-message.rules.js';

const arbAction = () => fc.constantFrom<ActionType>('sms', 'email', 'calendar');
const arbSender = () => fc.option(fc.constantFrom('+15557654321', '5557654321'), { nil: null });
const arbSubject = () => fc.option(fc.string({ maxLength: 20 }), { nil: null });

describe('checkOutgoingMessage (spec 1 §5)', () => {
  it('never lets whitespace-only or empty-HTML content be sent', () => {
    fc.assert(
      fc.property(
        arbAction(),
        arbBlankHtml(),
        arbSubject(),
        arbSender(),
        (actionType, content, subject, senderPhone) =>
          !checkOutgoingMessage({ actionType, content, subject, senderPhone }).ok,
      ),
      propertyConfig(),
    );
  });

  it('always refuses calendar with "This Division has no Assistant"', () => {
    fc.assert(
      fc.property(fc.string(), arbSubject(), arbSender(), (content, subject, senderPhone) => {
        const result = checkOutgoingMessage({ actionType: 'calendar', content, subject, senderPhone });
        return !result.ok && result.error.message === 'This Division has no Assistant';
      }),
      propertyConfig(),
    );
  });

  it('accepts any written SMS from a sender', () => {
    fc.assert(
      fc.property(
        arbSendableHtmlOfWords().filter(({ words }) => words.length > 0),
        ({ html }) =>
          checkOutgoingMessage({ actionType: 'sms', content: html, senderPhone: '+15557654321' }).ok,
      ),
      propertyConfig(),
    );
  });
});
