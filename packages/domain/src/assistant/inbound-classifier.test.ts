import { describe, expect, it } from 'vitest';
import { ACTION_INTENTS } from '../catalog/action-intent.js';
import { ASSISTANT_REPLIES } from './assistant-replies.js';
import { classifyInbound } from './inbound-classifier.js';
import { mileageIn, plainWords } from './inbound-signals.js';

describe('classifyInbound: the nine inbound action intents', () => {
  it.each([
    ['Can I come in Tuesday at 9?', 'DT_DETECTED'],
    ['tomorrow 3pm works', 'DT_DETECTED'],
    ['How about 11/25?', 'DT_DETECTED'],
    ['Yes please', 'CUSTOMER_SAY_YES'],
    ['Sure, my Camry needs it', 'CUSTOMER_SAY_YES_AND_DETECTED_AUTO'],
    ['Yes, the truck needs an oil change', 'CUSTOMER_SAY_YES_AND_DETECTED_AUTO_AND_DETECTED_SVC'],
    ['No thanks', 'CUSTOMER_SAY_NO'],
    ['No, I sold that car', 'CUSTOMER_SAY_NO_AND_DETECTED_AUTO'],
    ['Brakes are squeaking, about 45,000 miles on it', 'SERVICE_AND_MILEAGE_DETECTED'],
    ['Do you do tire rotation?', 'SERVICE_DETECTED'],
    ['It is the Civic', 'DETECTED_AUTO'],
  ] as const)('%j → %s', (text, intent) => {
    const result = classifyInbound(text);
    expect(result.actionIntent).toBe(intent);
    expect(result.finalIntentNames).toEqual([intent]);
  });

  it('reads an opt-out before anything else, with no action intent', () => {
    const result = classifyInbound('STOP');
    expect(result).toMatchObject({ consent: 'opt-out', actionIntent: null, finalIntentNames: ['STOP'] });
    expect(result.intents).toEqual([{ intentName: 'STOP', inputStrings: ['STOP'] }]);
  });

  it('lists the input strings behind each intent, and every intent when there are several', () => {
    const result = classifyInbound('Yes, the truck needs an oil change');
    expect(result.intents).toEqual(
      expect.arrayContaining([
        { intentName: 'CUSTOMER_SAY_YES', inputStrings: ['yes'] },
        { intentName: 'DETECTED_AUTO', inputStrings: ['truck'] },
        { intentName: 'DETECTED_SVC', inputStrings: ['oil change'] },
      ]),
    );
    expect(result.multiIntentNames).toHaveLength(3);
  });

  it('finds nothing to act on in small talk', () => {
    expect(classifyInbound('Thanks for the reminder').actionIntent).toBeNull();
  });

  it('has a reply (or a deliberate silence) for every action intent', () => {
    expect(Object.keys(ASSISTANT_REPLIES).sort()).toEqual([...ACTION_INTENTS].sort());
  });
});

describe('mileageIn', () => {
  it.each([
    ['about 45,120 miles', 45120],
    ['32k on it', 32000],
    ['odometer says 61000', 61000],
    ['Tuesday at 9', null],
    ['see you at 10:30', null],
  ] as const)('%j → %s', (text, miles) => {
    expect(mileageIn(plainWords(text))).toBe(miles);
  });
});
